// The account page's tabs and the page anchors that lead to them (spec 000 §2: #settings-contact,
// #settings-coapplicant). A tab's id is its panel's id, so /profile/account#<id> opens that tab.
export const ACCOUNT_TABS = {
  contact: { id: 'settings-contact', label: 'Kontaktuppgifter' },
  coApplicant: { id: 'settings-coapplicant', label: 'Medsökande' },
  password: { id: 'settings-password', label: 'Lösenord' },
  newsletter: { id: 'settings-newsletter', label: 'Nyhetsbrev' },
} as const;

/** The tab a location hash names, when it is one of the tabs shown; null otherwise. */
export function tabForHash(hash: string, shownIds: readonly string[]): string | null {
  const id = hash.replace(/^#/, '');
  return shownIds.includes(id) ? id : null;
}

/** The tab to show: the chosen one while it is shown, else the first (a hidden tab cannot stay selected). */
export function effectiveTab(chosen: string | null, shownIds: readonly string[]): string {
  return chosen && shownIds.includes(chosen) ? chosen : (shownIds[0] ?? '');
}
