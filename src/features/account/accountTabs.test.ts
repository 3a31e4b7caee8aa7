import { ACCOUNT_TABS, effectiveTab, tabForHash } from './accountTabs';

const all = Object.values(ACCOUNT_TABS).map((t) => t.id);
const withoutNewsletter = all.filter((id) => id !== 'settings-newsletter');

describe('account tabs and anchors', () => {
  it('has the anchors of spec 000 §2 as tab ids', () => {
    expect(ACCOUNT_TABS.contact.id).toBe('settings-contact');
    expect(ACCOUNT_TABS.coApplicant.id).toBe('settings-coapplicant');
    expect(ACCOUNT_TABS.newsletter.label).toBe('Nyhetsbrev');
  });

  it.each([
    ['#settings-contact', all, 'settings-contact'],
    ['#settings-coapplicant', all, 'settings-coapplicant'],
    ['#settings-newsletter', withoutNewsletter, null],
    ['#account-blocks', all, null],
    ['', all, null],
    ['#', all, null],
  ])('hash %j names tab %j', (hash, shown, expected) => {
    expect(tabForHash(hash, shown)).toBe(expected);
  });

  it.each([
    ['settings-password', all, 'settings-password'],
    ['settings-newsletter', withoutNewsletter, 'settings-contact'],
    [null, all, 'settings-contact'],
  ])('chosen %j among the shown tabs gives %j', (chosen, shown, expected) => {
    expect(effectiveTab(chosen, shown)).toBe(expected);
  });
});
