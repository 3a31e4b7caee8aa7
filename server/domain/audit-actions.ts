// The audit log's actions in Swedish, as the back office's log page shows them. An action not named here (another
// area's new one) is shown by its code until it is.
const ACTION_TEXTS: Record<string, string> = {
  VIEW_APPLICANT_SEARCH: 'Visade sökanden i en sökning',
  VIEW_APPLICANT: 'Öppnade sökandens kort',
  VIEW_PERSONNUMMER: 'Visade hela personnumret',
  WARNING_ISSUE: 'Gav en varning',
  WARNING_REVOKE: 'Återkallade en varning',
  BLOCK_START: 'Spärrade sökanden',
  BLOCK_END: 'Hävde en spärr',
  NOTE_ADD: 'Skrev en anteckning',
  VIEW_REVIEW_INBOX: 'Visade sökanden i inkorgen',
  VIEW_REVIEW_ITEM: 'Öppnade ett ärende att granska',
  VIEW_REVIEW_FILE: 'Öppnade en fil att granska',
  DOCUMENT_APPROVE: 'Godkände ett dokument',
  DOCUMENT_REJECT: 'Underkände ett dokument',
  CERTIFICATION_APPROVE: 'Godkände ett inkomstintyg',
  CERTIFICATION_REJECT: 'Underkände ett inkomstintyg',
  VIEW_BROKERAGE: 'Visade en förmedling',
  VIEW_BROKERAGE_HISTORY: 'Visade en förmedlings historik',
  LISTING_CREATE: 'Skapade en bostad',
  LISTING_UPDATE: 'Ändrade en bostad',
  STAFF_ACCOUNT_CREATE: 'Skapade ett personalkonto',
  STAFF_ACCOUNT_UPDATE: 'Ändrade ett personalkonto',
  STAFF_ACCOUNT_CLOSE: 'Stängde ett personalkonto',
  STAFF_ACCOUNT_REOPEN: 'Öppnade ett personalkonto igen',
};

export function auditActionText(action: string): string {
  return ACTION_TEXTS[action] ?? action;
}
