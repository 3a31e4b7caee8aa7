// Leaving the queue: the word the applicant types to confirm (spec 000 §4), shared by the dialog and the server.
export const CONFIRMATION_WORD = 'AVSLUTA';

export const deregistrationMessages = {
  wrongWord: `Skriv ${CONFIRMATION_WORD} för att bekräfta att du vill lämna bostadskön`,
  notSigned: 'Du behöver skriva under med BankID för att lämna bostadskön',
  done: 'Ditt konto är avslutat och du har lämnat bostadskön.',
} as const;

export const isConfirmationWord = (value: string | null | undefined) => (value ?? '').trim().toUpperCase() === CONFIRMATION_WORD;
