// The two messages the bank's return page (/openbankingreturn, in the bank's window) posts to the window that opened
// it (spec 000 §4, §8), and the opener's check of what it receives: only from its own origin, only these strings,
// and (when it knows the window it opened) only from that window.
export const BANK_ADDED_SUCCESS = 'bank_added_success';
export const BANK_ADDED_FAILED = 'bank_added_failed';
export type BankMessage = typeof BANK_ADDED_SUCCESS | typeof BANK_ADDED_FAILED;

export const isBankMessage = (data: unknown): data is BankMessage => data === BANK_ADDED_SUCCESS || data === BANK_ADDED_FAILED;

/** The window posting the message, as much of it as these checks use. */
export interface MessageOpener {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Posts the message to the opener, to this page's own origin only (never '*'): no other site may read it. */
export function postBankMessage(opener: MessageOpener | null | undefined, message: BankMessage, ownOrigin: string): void {
  opener?.postMessage(message, ownOrigin);
}

/** The message the opener accepts, or null: from its own origin, one of the two strings, and from the bank's window
 * when the opener has it (a blocked popup opened through the link instead leaves it unknown). */
export function acceptedBankMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, ownOrigin: string, bankWindow: unknown): BankMessage | null {
  if (event.origin !== ownOrigin) return null;
  if (bankWindow && event.source !== bankWindow) return null;
  return isBankMessage(event.data) ? event.data : null;
}
