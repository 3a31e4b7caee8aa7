// The review area's own words (the reason rule's messages and the type names are in src/rules/review.ts).
import { CERTIFICATION_TYPE_TEXTS, DOCUMENT_TYPE_TEXTS } from '../../rules/review';

export type QueueName = 'documents' | 'idDocuments' | 'incomeCertificates' | 'missingReasons' | 'rejectedIds';

export const reviewTexts = {
  nav: 'Att granska',
  inboxTitle: 'Att granska',
  inboxIntro: 'Det som har väntat längst står först. Öppna ett ärende för att se filen och fatta beslut.',
  inboxFailed: 'Vi kunde inte hämta det som väntar på granskning. Försök igen om en stund.',
  summaryTitle: 'Översikt',
  queues: {
    documents: 'Dokument',
    idDocuments: 'ID-handlingar',
    incomeCertificates: 'Inkomstintyg',
    missingReasons: 'Skäl till saknade intyg',
    rejectedIds: 'Underkända ID-handlingar att följa upp',
  } satisfies Record<QueueName, string>,
  queueEmpty: 'Inget väntar.',
  shownOf: (shown: number, count: number) => `Visar de ${shown} äldsta av ${count}.`,
  columns: { applicant: 'Sökande', type: 'Typ', status: 'Status', since: 'Väntar sedan', rejectedAt: 'Underkänd', open: 'Ärende' },
  open: 'Granska',
  openFollowUp: 'Visa',
  openLabel: (type: string, name: string) => `${type} från ${name}`,
  back: 'Tillbaka till Att granska',
  itemFailed: 'Vi kunde inte hämta ärendet. Försök igen om en stund.',
  itemMissing: 'Ärendet finns inte',
  itemMissingText: 'Det kan redan vara granskat eller borttaget av den sökande.',
  facts: { applicant: 'Sökande', type: 'Typ', status: 'Status', uploaded: 'Uppladdad', missingReason: 'Den sökandes skäl till att intyget saknas', rejectedReason: 'Skäl till underkännandet' },
  filesTitle: 'Fil',
  noFiles: 'Den sökande har inte laddat upp någon fil.',
  openPdf: (name: string) => `Öppna ${name} i en ny flik`,
  imageAlt: (type: string, name: string) => `${type}: ${name}`,
  download: (name: string) => `Ladda ner ${name}`,
  noPreview: 'Filtypen kan inte visas i webbläsaren.',
  decisionsTitle: 'Tidigare beslut',
  noDecisions: 'Inga tidigare beslut.',
  decision: (approved: boolean) => (approved ? 'Godkänt' : 'Underkänt'),
  decisionBy: (name: string) => `av ${name}`,
  decideTitle: 'Beslut',
  decided: 'Ärendet är granskat och kan inte ändras här.',
  followUp: 'Den sökande har inte laddat upp någon ny ID-handling sedan den underkändes.',
  startReview: 'Påbörja granskning',
  startReviewHint: 'Intyget granskas när du har påbörjat granskningen; den sökande ser att det granskas.',
  startedReview: 'Granskningen är påbörjad',
  approve: 'Godkänn',
  approveMissing: 'Godkänn skälet',
  approved: 'Godkänt',
  approvedMissing: 'Skälet är godkänt',
  rejectTitle: 'Underkänn',
  rejectTitleMissing: 'Begär intyget',
  reason: 'Skäl',
  reasonHint: 'Den sökande ser skälet på Mina sidor och får det i ett mejl.',
  reject: 'Underkänn',
  rejectMissing: 'Begär intyget',
  rejected: 'Underkänt. Den sökande har fått ett mejl.',
  rejectedMissing: 'Intyget är begärt. Den sökande har fått ett mejl.',
} as const;

/** An inbox item's type in Swedish: a document type, or a certificate type by its id. */
export const typeTextOf = (queue: QueueName, type: string): string =>
  queue === 'incomeCertificates' || queue === 'missingReasons'
    ? (CERTIFICATION_TYPE_TEXTS[type] ?? type)
    : (DOCUMENT_TYPE_TEXTS[type as keyof typeof DOCUMENT_TYPE_TEXTS] ?? type);
