import { DETAILS_PATH, DOCUMENTS_PATH, pagesNeedingAttention, profileTodo, todoTexts, type TodoIndicators } from './profileTodo';

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
    ['housing', { needToUpdateHousing: true }, [[todoTexts.housing, `${DETAILS_PATH}#housing`]]],
    ['capital', { needToUpdateCapital: true }, [[todoTexts.capital, `${DETAILS_PATH}#capital`]]],
    ['debts', { needToUpdateDebt: true }, [[todoTexts.debt, `${DETAILS_PATH}#debt`]]],
    ['studies', { needToUpdateStudent: true }, [[todoTexts.student, `${DETAILS_PATH}#student`]]],
    ['a study certificate', { needToUpdateStudentCertification: true }, [[todoTexts.studentCertification, `${DETAILS_PATH}#student`]]],
    ['a support decision', { needToUpdateSupportDocument: true }, [[todoTexts.supportDocument, `${DETAILS_PATH}#support`]]],
    ['a rejected ID document with its reason', { hasRejectedIdDocument: true, rejectedIdDocumentReason: 'Bilden är suddig' }, [[todoTexts.rejectedIdDocumentBecause('Bilden är suddig'), DOCUMENTS_PATH]]],
    ['a rejected ID document without a reason', { hasRejectedIdDocument: true, rejectedIdDocumentReason: ' ' }, [[todoTexts.rejectedIdDocument, DOCUMENTS_PATH]]],
    [
      'several, in the page order',
      { needToUpdateDebt: true, needToUpdateHousing: true, hasRejectedIdDocument: true },
      [
        [todoTexts.housing, `${DETAILS_PATH}#housing`],
        [todoTexts.debt, `${DETAILS_PATH}#debt`],
        [todoTexts.rejectedIdDocument, DOCUMENTS_PATH],
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
