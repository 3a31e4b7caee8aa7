// The texts of leaving the queue (spec 000 §2, §4), shared by the section and its dialog.
import { CONFIRMATION_WORD } from '../../../rules/deregistration';

export const leaveQueueTexts = {
  heading: 'Lämna bostadskön',
  consequence:
    'Om du lämnar bostadskön avslutas ditt konto. Din kötid försvinner, dina intresseanmälningar tas bort och det går inte att ångra. Vill du stå i kön igen måste du registrera dig på nytt och börjar då om utan kötid.',
  open: 'Lämna bostadskön',
  confirmLabel: `Skriv ${CONFIRMATION_WORD} för att bekräfta`,
  next: 'Fortsätt',
  close: 'Avbryt',
  closeSigning: 'Stäng',
  signIntro: 'Skriv under med BankID för att bekräfta att du lämnar bostadskön.',
  finishing: 'Avslutar ditt konto…',
} as const;
