import { auditActionText } from './audit-actions';

describe('auditActionText', () => {
  it.each([
    ['WARNING_ISSUE', 'Gav en varning'],
    ['VIEW_PERSONNUMMER', 'Visade hela personnumret'],
    ['BROKERAGE_SIGNED', 'Förmedling: kontraktet undertecknat'],
    ['LISTING_PUBLISH', 'Publicerade en bostad'],
    ['STAFF_ACCOUNT_CLOSE', 'Stängde ett personalkonto'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s', (action, text) => {
    expect(auditActionText(action)).toBe(text);
  });
});
