// What the applicant has to do next and where, from getIndicators (the places in todoPlaces.ts): each questionnaire
// that needs updating links to its section of the details page, a missing certificate to where it is uploaded, and a
// rejected ID document (with the case handler's reason) to the documents page. The details page lists them. Pure, so
// profileTodo.test.ts holds the table.
import { TODO_PLACES, type DetailsSection, type TodoIndicators } from './todoPlaces';

export interface TodoItem {
  key: string;
  text: string;
  /** Where it is done: a page, with the section's anchor on the details page. */
  to: string;
  /** The details page's section it concerns, if any. */
  section?: DetailsSection;
}

export const todoTexts = {
  needToUpdateHousing: 'Fyll i eller uppdatera ditt boende',
  needToUpdateCapital: 'Fyll i eller uppdatera ditt kapital',
  needToUpdateDebt: 'Fyll i eller uppdatera dina skulder',
  needToUpdateStudent: 'Fyll i eller uppdatera dina studier',
  needToUpdateStudentCertification: 'Ladda upp ett studieintyg',
  needToUpdateSupportDocument: 'Ladda upp ditt beslut om försörjningsstöd',
  hasRejectedIdDocument: 'Din ID-handling är underkänd. Ladda upp en ny.',
  rejectedIdDocumentBecause: (reason: string) => `Din ID-handling är underkänd: ${reason}. Ladda upp en ny.`,
} as const;

export function profileTodo(i: TodoIndicators): TodoItem[] {
  return TODO_PLACES.filter((p) => i[p.flag]).map(({ flag, section, page }) => {
    const reason = flag === 'hasRejectedIdDocument' ? i.rejectedIdDocumentReason?.trim() : undefined;
    const text = reason ? todoTexts.rejectedIdDocumentBecause(reason) : todoTexts[flag];
    return { key: flag, text, to: section ? `${page}#${section}` : page, ...(section ? { section } : {}) };
  });
}
