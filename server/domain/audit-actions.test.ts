import { auditActionText } from './audit-actions';

describe('auditActionText', () => {
  it.each([
    ['WARNING_ISSUE', 'Gav en varning'],
    ['VIEW_PERSONNUMMER', 'Visade hela personnumret'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s', (action, text) => {
    expect(auditActionText(action)).toBe(text);
  });
});
