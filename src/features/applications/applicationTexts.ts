// The Swedish texts of the applications page and the detail page's interest panel, in one place (spec 001 §8 for
// the quoted messages).
export const applicationsPageTexts = {
  title: 'Intresseanmälningar',
  intro: 'Här följer du dina intresseanmälningar från anmälan till visning, svar, kontroll och kontrakt.',
  tabsLabel: 'Dina intresseanmälningar',
  loading: 'Hämtar dina intresseanmälningar…',
  reloading: 'Uppdaterar listan…',
  queuePlace: 'Din köplats',
  registered: (day: string) => `Anmäld ${day}`,
  coApplicants: 'Medsökande',
  coApplicantPending: '(har inte bekräftat)',
  toHome: 'Visa bostaden',
  delete: 'Ta bort intresseanmälan',
  deleteTitle: 'Ta bort intresseanmälan?',
  deleteText: (street: string) => `Din intresseanmälan för ${street} tas bort och du förlorar din plats bland de intresserade.`,
  deleteConfirm: 'Ja, ta bort',
  cancel: 'Avbryt',
} as const;

/** The tabs (spec 001 §2): each panel's id is also its address's anchor. */
export const APPLICATION_TABS = [
  { id: 'intresseanmalningar', label: 'Intresseanmälningar', tab: 'APPLICATIONS', empty: 'Du har inga intresseanmälningar som väntar på visning eller svar.' },
  { id: 'visningar', label: 'Visningar', tab: 'SHOWINGS', empty: 'Du har inga visningar.' },
  { id: 'svar', label: 'Svar', tab: 'ANSWERS', empty: 'Du har inga erbjudanden att svara på.' },
  { id: 'kontrakt', label: 'Kontrakt', tab: 'CONTRACTS', empty: 'Du har inga kontrakt eller kontraktsförslag.' },
  { id: 'kontroller', label: 'Kontroller', tab: 'CHECKS', empty: 'Du har inga intresseanmälningar under kontroll.' },
] as const;
export const AGENCY_FEES_TAB = { id: 'formedlingsavgifter', label: 'Förmedlingsavgifter' } as const;

export const showingAnswerTexts = {
  legend: 'Ditt svar på visningen',
  options: [
    { value: 'YES', label: 'Ja, jag kommer på visningen' },
    { value: 'NO_BUT_STILL_INTERESTED', label: 'Nej, jag kan inte komma men är fortfarande intresserad' },
    { value: 'NO', label: 'Nej, jag är inte längre intresserad' },
  ],
  save: 'Spara svar',
  required: 'Välj ett svar',
} as const;

export const offerTexts = {
  accept: 'Tacka ja till bostaden',
  decline: 'Tacka nej till bostaden',
  acceptTitle: 'Tacka ja till bostaden?',
  acceptText: (street: string) =>
    `Du tackar ja till ${street}. Alla dina andra intresseanmälningar tas bort samtidigt och kan inte återställas.`,
  acceptConfirm: 'Ja, tacka ja',
  declineTitle: 'Tacka nej till bostaden?',
  declineText: (street: string) => `Du tackar nej till ${street}. Erbjudandet går vidare till nästa sökande och kan inte ångras.`,
  declineConfirm: 'Ja, tacka nej',
  cancel: 'Avbryt',
} as const;
