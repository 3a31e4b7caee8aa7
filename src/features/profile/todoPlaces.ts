// Where each indicator's task is done (spec 001 §3 indicators): a section of the details page, or the documents page
// for a rejected ID document. Kept apart from the to-do texts (profileTodo.ts) because the local navigation, which is
// in the first bundle, needs only the pages.
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

type Flag = Exclude<keyof TodoIndicators, 'rejectedIdDocumentReason'>;

/** The details page's sections (their element ids). */
export type DetailsSection = 'housing' | 'capital' | 'debt' | 'student' | 'support';

/** In the order of the details page, then the documents page. */
export const TODO_PLACES: readonly { flag: Flag; section?: DetailsSection; page: string }[] = [
  { flag: 'needToUpdateHousing', section: 'housing', page: DETAILS_PATH },
  { flag: 'needToUpdateCapital', section: 'capital', page: DETAILS_PATH },
  { flag: 'needToUpdateDebt', section: 'debt', page: DETAILS_PATH },
  { flag: 'needToUpdateStudent', section: 'student', page: DETAILS_PATH },
  { flag: 'needToUpdateStudentCertification', section: 'student', page: DETAILS_PATH },
  { flag: 'needToUpdateSupportDocument', section: 'support', page: DETAILS_PATH },
  { flag: 'hasRejectedIdDocument', page: DOCUMENTS_PATH },
];

/** The pages that have something to do: the local navigation marks their links. */
export function pagesNeedingAttention(i: TodoIndicators): Set<string> {
  return new Set(TODO_PLACES.filter((p) => i[p.flag]).map((p) => p.page));
}
