// BankID's recommended user messages (RFA codes) in Swedish, and which one to show for a collect answer or
// an error (providers.md §2.8, after ActiveLogin's current mapping). Users must see these texts, not hint codes.
import type { CollectStatus } from './types';

export const RFA_MESSAGES = {
  RFA1: 'Starta BankID-appen',
  RFA2: 'Du har inte BankID-appen installerad. Kontakta din bank.',
  RFA3: 'Åtgärden avbruten. Försök igen.',
  RFA4: 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
  RFA5: 'Något gick fel. Försök igen.',
  RFA6: 'Åtgärden avbröts.',
  RFA8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Om du inte har ett giltigt BankID kan du skaffa ett hos din bank. Försök sedan igen.',
  RFA9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  RFA13: 'Försöker starta BankID-appen.',
  RFA15A:
    'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här datorn. Om du har ett BankID på kort, sätt in kortet i kortläsaren.',
  RFA15B: 'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här enheten.',
  RFA16: 'Ditt BankID är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
  RFA17A: 'Du verkar inte ha BankID-appen/programmet. Installera den och skaffa ett BankID hos din bank.',
  RFA17B: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
  RFA18: 'Starta BankID-appen.',
  RFA19: 'Vill du identifiera dig eller skriva under med BankID på den här datorn eller med ett Mobilt BankID?',
  RFA20: 'Vill du identifiera dig eller skriva under med ett BankID på den här enheten eller med ett BankID på en annan enhet?',
  RFA21: 'Identifiering eller underskrift pågår.',
  RFA22: 'Okänt fel. Försök igen.',
  RFA23: 'Fotografera och skanna ditt ID-dokument med BankID-appen.',
} as const;

export type RfaCode = keyof typeof RFA_MESSAGES;

/** How the user was sent to the app: an animated QR code (other device) or an autostart link (same device). */
export type StartMethod = 'qr' | 'autostart';

export interface MessageContext {
  method: StartMethod;
  /** The user's browser is on a phone or tablet (picks RFA15B over RFA15A). */
  mobile?: boolean;
}

/** The message for a collect answer; null once complete (the RP moves on instead of saying anything). */
export function rfaForCollect(
  answer: { status: CollectStatus; hintCode?: string },
  ctx: MessageContext,
): RfaCode | null {
  if (answer.status === 'complete') return null;
  if (answer.status === 'pending') {
    switch (answer.hintCode) {
      case 'outstandingTransaction':
        return ctx.method === 'qr' ? 'RFA1' : 'RFA13';
      case 'noClient':
        return 'RFA1';
      case 'started':
        return ctx.mobile ? 'RFA15B' : 'RFA15A';
      case 'userSign':
        return 'RFA9';
      case 'userMrtd':
        return 'RFA23';
      default:
        return 'RFA21';
    }
  }
  switch (answer.hintCode) {
    case 'cancelled':
      return 'RFA3';
    case 'userCancel':
      return 'RFA6';
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'startFailed':
      return ctx.method === 'autostart' ? 'RFA17A' : 'RFA17B';
    default:
      return 'RFA22';
  }
}

/**
 * The message for an error answer. invalidParameters, unauthorized, notFound, methodNotAllowed and
 * unsupportedMediaType are the RP's own faults: log them as such; the user gets the unknown-error text.
 */
export function rfaForError(errorCode: string): RfaCode {
  switch (errorCode) {
    case 'canceled':
      return 'RFA3';
    case 'alreadyInProgress':
      return 'RFA4';
    case 'requestTimeout':
    case 'maintenance':
    case 'internalError':
    case 'tooManyRequests':
      return 'RFA5';
    default:
      return 'RFA22';
  }
}

export const userMessage = (code: RfaCode): string => RFA_MESSAGES[code];
