// What the applicant has to do next and where (spec 001 §3 indicators), from getIndicators: each questionnaire that
// needs updating links to its section of the details page, a missing certificate to where it is uploaded, and a
// rejected ID document (with the case handler's reason) to the documents page. The local navigation marks the pages
// these lead to; the details page lists them. Pure, so profileTodo.test.ts holds the table.
export const DETAILS_PATH = '/profile/details';
export const DOCUMENTS_PATH = '/profile/documents';

/** The indicators this reads (getIndicators' fields). */
export interface TodoIndicators {
  needToUpdateHousing: boolean;
  needToUpdateCapital: boolean;
  needToUpdateDebt: boolean;
  needToUpdateStudent: boolean;
  needToUpdateStudentCertification: boolean;
  needToUpdateSupportDocument: boolean;
  hasRejectedIdDocument: boolean;
  rejectedIdDocumentReason?: string | null;
}

/** The details page's sections (their element ids). */
export type DetailsSection = 'housing' | 'capital' | 'debt' | 'student' | 'support';

export interface TodoItem {
  key: string;
  text: string;
  /** Where it is done: a page, with the section's anchor on the details page. */
  to: string;
  /** The details page's section it concerns, if any. */
  section?: DetailsSection;
}

export const todoTexts = {
  housing: 'Fyll i eller uppdatera ditt boende',
  capital: 'Fyll i eller uppdatera ditt kapital',
  debt: 'Fyll i eller uppdatera dina skulder',
  student: 'Fyll i eller uppdatera dina studier',
  studentCertification: 'Ladda upp ett studieintyg',
  supportDocument: 'Ladda upp ditt beslut om försörjningsstöd',
  rejectedIdDocument: 'Din ID-handling är underkänd. Ladda upp en ny.',
  rejectedIdDocumentBecause: (reason: string) => `Din ID-handling är underkänd: ${reason}. Ladda upp en ny.`,
} as const;

const inDetails = (key: string, text: string, section: DetailsSection): TodoItem => ({ key, text, to: `${DETAILS_PATH}#${section}`, section });

export function profileTodo(i: TodoIndicators): TodoItem[] {
  const items: TodoItem[] = [];
  if (i.needToUpdateHousing) items.push(inDetails('housing', todoTexts.housing, 'housing'));
  if (i.needToUpdateCapital) items.push(inDetails('capital', todoTexts.capital, 'capital'));
  if (i.needToUpdateDebt) items.push(inDetails('debt', todoTexts.debt, 'debt'));
  if (i.needToUpdateStudent) items.push(inDetails('student', todoTexts.student, 'student'));
  if (i.needToUpdateStudentCertification) items.push(inDetails('studentCertification', todoTexts.studentCertification, 'student'));
  if (i.needToUpdateSupportDocument) items.push(inDetails('supportDocument', todoTexts.supportDocument, 'support'));
  if (i.hasRejectedIdDocument) {
    const reason = i.rejectedIdDocumentReason?.trim();
    items.push({ key: 'rejectedIdDocument', text: reason ? todoTexts.rejectedIdDocumentBecause(reason) : todoTexts.rejectedIdDocument, to: DOCUMENTS_PATH });
  }
  return items;
}

/** The pages (paths without anchors) that have something to do: the local navigation marks their links. */
export function pagesNeedingAttention(i: TodoIndicators): Set<string> {
  return new Set(profileTodo(i).map((item) => item.to.split('#')[0] ?? item.to));
}
