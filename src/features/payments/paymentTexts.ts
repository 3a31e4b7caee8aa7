// The Swedish texts of the payment pages and sections, in one place (spec 000 §8 for the quoted messages).
export const paymentTexts = {
  checking: 'Vi kontrollerar din betalning…',
  checkingTitle: 'Kontrollerar betalningen',
  redirecting: 'Du skickas vidare till betalningen…',

  thanksTitle: 'Tack för din betalning',
  thanksText: 'Betalningen är klar och avgiften är betald.',
  upgraded: 'Ditt konto är nu ett eget kökonto med egen kötid. Du kan anmäla intresse för bostäder och ser dina avgifter under Betalningar.',
  linkThanksText: 'Betalningen är klar och avgiften är betald. Du kan stänga den här sidan.',

  failedTitle: 'Betalningen misslyckades',
  failedAdvice: 'Försök igen senare, och kontakta kundservice om det fortfarande inte går.',

  cancelledTitle: 'Betalningen avbröts',
  cancelledText: 'Du avbröt betalningen. Ingenting har dragits från ditt kort och avgiften är fortfarande obetald.',

  linkTitle: 'Betala avgift',
  linkFailedTitle: 'Betalningen kan inte göras',
  linkInvalid: 'Betalningslänken är ogiltig',
  linkHelp: 'Kontakta kundservice om du behöver hjälp med din betalning.',

  welcomeTitle: 'Välkommen i bostadskön',
  welcomeText: 'Köavgiften är betald och du står nu i bostadskön.',
  queueDate: (day: string) => `Ditt ködatum är ${day}.`,
  paidUntil: (day: string) => `Köavgiften är betald till och med ${day}.`,

  registrationWaitingTitle: 'Registreringen väntar på betalning',
  registrationWaitingText: 'Du avbröt betalningen av köavgiften. Ditt konto är skapat, men din plats i bostadskön gäller först när köavgiften är betald.',
  registrationDue: (day: string) => `Betala köavgiften senast ${day}, annars avslutas registreringen.`,
  registrationDueDefault: 'Köavgiften ska betalas inom 60 dagar från registreringen, annars avslutas registreringen.',
  registrationAlreadyPaid: 'Köavgiften är redan betald.',
  registrationPayLater: 'Du kan också betala senare under Betalningar på Mina sidor, med kort eller via bankgiro.',

  retry: 'Försök igen',
  payNow: 'Betala nu',
  toPayments: 'Till dina betalningar',
  toAccount: 'Till Mitt konto',
  toMyPages: 'Gå till Mina sidor',
  loginToPay: 'Logga in för att betala',
  loginToMyPages: 'Logga in på Mina sidor',
} as const;

export const paymentsPageTexts = {
  title: 'Betalningar',
  intro: 'Här ser du dina avgifter. En obetald avgift betalar du med kort här, eller via din bank till bankgironumret med OCR-numret.',
  unpaidQueueFees: 'Obetalda köavgifter',
  unpaidAgencyFees: 'Obetalda förmedlingsavgifter',
  paid: 'Betalda',
  noUnpaidQueueFees: 'Du har inga obetalda köavgifter.',
  noUnpaidAgencyFees: 'Du har inga obetalda förmedlingsavgifter.',
  noPaid: 'Du har inga betalda avgifter ännu.',
  payByCard: 'Betala med kort',
  paidCaption: 'Betalda avgifter',
  paidColumns: { fee: 'Avgift', amount: 'Belopp', paidDate: 'Betald', period: 'Avgiften gäller', ocr: 'OCR-nummer' },
  methodLegend: 'Betalsätt för köavgiften',
  methodDescription: 'Välj hur du vill få och betala köavgiften. Valet gäller också dina obetalda köavgifter.',
  methodSave: 'Spara betalsätt',
  methodSaved: 'Betalsättet är sparat',
} as const;

export const autopayTexts = {
  heading: 'Autogiro',
  explanation: 'Med autogiro dras köavgiften automatiskt från ditt kort ungefär 30 dagar före förfallodagen. Kortet registrerar du hos vår betalleverantör.',
  active: 'Du har autogiro. Köavgiften dras från ditt registrerade kort.',
  inactive: 'Du har inte autogiro.',
  start: 'Starta autogiro',
  stop: 'Avsluta autogiro',
  started: 'Autogiro är startat',
  stopped: 'Autogiro är avslutat',
  cancelled: 'Du avbröt registreringen av kortet. Autogiro har inte startats.',
  saving: 'Sparar ditt autogiro…',
  cannotRegister: 'Det går inte att registrera just nu, försök igen senare',
  cannotSave: 'Det gick inte att spara just nu, var vänlig och försök igen',
} as const;

export const queueFeeSectionTexts = {
  heading: 'Köavgift',
  toPayments: 'Se dina betalningar',
} as const;

export const upgradeTexts = {
  heading: 'Uppgradera till eget kökonto',
  intro: 'Du har ett kostnadsfritt medsökandekonto. Med ett eget kökonto får du egen kötid och kan anmäla intresse för bostäder.',
  fee: (price: number) => `Köavgiften är ${price} kronor per år.`,
  start: 'Uppgradera till eget kökonto',
  waiting: 'Uppgraderingen väntar på att köavgiften betalas. När den är betald blir ditt konto ett eget kökonto.',
  pay: 'Betala',
  cancel: 'Avbryt uppgraderingen',
  cancelled: 'Kontouppgraderingen avbröts',
  cancelFailed: 'Något gick fel när uppgraderingen skulle avbrytas',
  orderHeading: 'Din uppgraderingsorder',
} as const;
