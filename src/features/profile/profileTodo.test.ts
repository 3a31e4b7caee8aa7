import { profileTodo, todoTexts } from './profileTodo';
import { DETAILS_PATH, DOCUMENTS_PATH, pagesNeedingAttention, type TodoIndicators } from './todoPlaces';

const none: TodoIndicators = {
  needToUpdateHousing: false,
  needToUpdateCapital: false,
  needToUpdateDebt: false,
  needToUpdateStudent: false,
  needToUpdateStudentCertification: false,
  needToUpdateSupportDocument: false,
  hasRejectedIdDocument: false,
  rejectedIdDocumentReason: null,
};

describe('what to do next, from the indicators', () => {
  it.each<[string, Partial<TodoIndicators>, [string, string][]]>([
    ['nothing', {}, []],
    ['housing', { needToUpdateHousing: true }, [[todoTexts.needToUpdateHousing, `${DETAILS_PATH}#housing`]]],
    ['capital', { needToUpdateCapital: true }, [[todoTexts.needToUpdateCapital, `${DETAILS_PATH}#capital`]]],
    ['debts', { needToUpdateDebt: true }, [[todoTexts.needToUpdateDebt, `${DETAILS_PATH}#debt`]]],
    ['studies', { needToUpdateStudent: true }, [[todoTexts.needToUpdateStudent, `${DETAILS_PATH}#student`]]],
    ['a study certificate', { needToUpdateStudentCertification: true }, [[todoTexts.needToUpdateStudentCertification, `${DETAILS_PATH}#student`]]],
    ['a support decision', { needToUpdateSupportDocument: true }, [[todoTexts.needToUpdateSupportDocument, `${DETAILS_PATH}#support`]]],
    ['a rejected ID document with its reason', { hasRejectedIdDocument: true, rejectedIdDocumentReason: 'Bilden är suddig' }, [[todoTexts.rejectedIdDocumentBecause('Bilden är suddig'), DOCUMENTS_PATH]]],
    ['a rejected ID document without a reason', { hasRejectedIdDocument: true, rejectedIdDocumentReason: ' ' }, [[todoTexts.hasRejectedIdDocument, DOCUMENTS_PATH]]],
    [
      'several, in the page order',
      { needToUpdateDebt: true, needToUpdateHousing: true, hasRejectedIdDocument: true },
      [
        [todoTexts.needToUpdateHousing, `${DETAILS_PATH}#housing`],
        [todoTexts.needToUpdateDebt, `${DETAILS_PATH}#debt`],
        [todoTexts.hasRejectedIdDocument, DOCUMENTS_PATH],
      ],
    ],
  ])('%s', (_case, facts, expected) => {
    expect(profileTodo({ ...none, ...facts }).map((item) => [item.text, item.to])).toEqual(expected);
  });

  it('marks the pages where something is to be done', () => {
    expect([...pagesNeedingAttention(none)]).toEqual([]);
    expect([...pagesNeedingAttention({ ...none, needToUpdateCapital: true, needToUpdateStudent: true })]).toEqual([DETAILS_PATH]);
    expect([...pagesNeedingAttention({ ...none, needToUpdateSupportDocument: true, hasRejectedIdDocument: true })]).toEqual([DETAILS_PATH, DOCUMENTS_PATH]);
  });
});
