// What the profile indicators are computed from (server/domain/profile-indicators.ts), read for one applicant: the
// questionnaires' save days and answers, the newest study and support documents, and the identity documents. Used by
// the profile service (each questionnaire's `update` flag) and the account area's indicators.
import { stockholmDay } from '../../src/rules/calendar';
import type { DbOrTx } from '../db/client';
import type { IdDocumentFact, ProfileFacts } from '../domain/profile-indicators';
import { findProfile, identityDocuments, newestPapers, type ProfileRows } from './profile.repository';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof newestPapers>>['studyCertificate']>;

export interface ProfileSnapshot {
  rows: ProfileRows;
  facts: ProfileFacts;
  studentCertification: DocumentRow | null;
  supportDocument: DocumentRow | null;
}

const day = (d: Date | null | undefined) => (d ? stockholmDay(d) : null);
const documentFact = (d: DocumentRow | null) => (d ? { documentStatus: d.documentStatus, created: stockholmDay(d.created) } : null);

export async function readProfile(db: DbOrTx, applicantId: number): Promise<ProfileSnapshot> {
  const [rows, { studyCertificate: studentCertification, supportDocument }] = await Promise.all([findProfile(db, applicantId), newestPapers(db, applicantId)]);
  return {
    rows,
    studentCertification,
    supportDocument,
    facts: {
      housingUpdated: day(rows.housing?.updatedAt),
      capitalUpdated: day(rows.capital?.updatedAt),
      debtUpdated: day(rows.debt?.updatedAt),
      studentUpdated: day(rows.student?.updatedAt),
      student: rows.student?.student ?? null,
      studentCertification: documentFact(studentCertification),
      support: rows.misc?.support ?? null,
      supportDocument: documentFact(supportDocument),
    },
  };
}

export async function readProfileFacts(db: DbOrTx, applicantId: number): Promise<ProfileFacts> {
  return (await readProfile(db, applicantId)).facts;
}

/** The identity documents as the indicator reads them. */
export async function readIdDocumentFacts(db: DbOrTx, applicantId: number): Promise<IdDocumentFact[]> {
  return (await identityDocuments(db, applicantId)).map((d) => ({
    documentId: d.documentId,
    documentStatus: d.documentStatus,
    created: d.created.toISOString(),
    disapprovalReason: d.disapprovalReason,
  }));
}
