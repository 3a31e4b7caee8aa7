// The e-mail an applicant gets when a case handler rejects a document, an income certificate or the reason a
// certificate is missing: what was not approved, the case handler's reason and where to send a new one. Composed like
// the portal's other mails (plain text with the same paragraphs as HTML); never a full personnummer (one written into
// the reason is masked to its birth date).
import { composeMail, type ComposedMail } from '../../applications/mail/mail-parts';

export type Rejected =
  | { kind: 'document'; typeText: string; identification: boolean }
  | { kind: 'certificate'; title: string; missingReasonRejected: boolean };

export interface RejectionMail {
  firstName: string;
  rejected: Rejected;
  reason: string;
  publicUrl: string;
}

const page = (publicUrl: string, path: 'documents' | 'incomes') => `${publicUrl.replace(/\/$/, '')}/mypages/app/profile/${path}`;

/** 6 or 8 digits, an optional - or +, 4 digits: a personnummer or samordningsnummer, the last four never sent. */
const PNR_LIKE = /\b(\d{6}|\d{8})[-+]?\d{4}\b/g;
export const maskPersonnummer = (text: string) => text.replace(PNR_LIKE, (_m, birth: string) => `${birth}-XXXX`);

export function rejectionMail(m: RejectionMail): ComposedMail {
  const reason = `Skäl: ${maskPersonnummer(m.reason)}`;
  const r = m.rejected;
  if (r.kind === 'document') {
    const what = r.identification ? 'din ID-handling' : `ditt dokument (${r.typeText.toLowerCase()})`;
    return composeMail(r.identification ? 'Din ID-handling har inte godkänts' : 'Ditt dokument har inte godkänts', [
      `Hej ${m.firstName}!`,
      `Vi har granskat ${what} och kan tyvärr inte godkänna det.`,
      reason,
      `Ladda upp ett nytt dokument under Dokument på Mina sidor: ${page(m.publicUrl, 'documents')}`,
    ]);
  }
  return composeMail(r.missingReasonRejected ? 'Vi behöver ditt inkomstintyg' : 'Ditt inkomstintyg har inte godkänts', [
    `Hej ${m.firstName}!`,
    r.missingReasonRejected
      ? `Du har angett att intyget ”${r.title}” saknas. Vi har bedömt skälet och behöver ändå intyget.`
      : `Vi har granskat intyget ”${r.title}” och kan tyvärr inte godkänna det.`,
    reason,
    `Ladda upp intyget under Inkomster på Mina sidor: ${page(m.publicUrl, 'incomes')}`,
  ]);
}
