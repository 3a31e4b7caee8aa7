// The applicant's identity-document state (applicants.identification_document_status, which drives
// hasRejectedIdDocument) follows their newest identity document: set after every upload, review and delete of one.
import { and, desc, eq } from 'drizzle-orm';
import { updateApplicant } from '../account/applicant.repository';
import type { DbOrTx } from '../db/client';
import { documents } from '../db/schema';

export async function syncIdentificationStatus(tx: DbOrTx, applicantId: number): Promise<void> {
  const [newest] = await tx
    .select({ status: documents.documentStatus })
    .from(documents)
    .where(and(eq(documents.applicantId, applicantId), eq(documents.documentType, 'IDENTIFICATION')))
    .orderBy(desc(documents.created), desc(documents.documentId))
    .limit(1);
  await updateApplicant(tx, applicantId, { identificationDocumentStatus: newest?.status ?? null });
}
