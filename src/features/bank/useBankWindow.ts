// The bank's window seen from the dialog: opened with window.open (a new window, so this page and its dialog stay),
// and the one message it posts back from /openbankingreturn, accepted only from this page's own origin and, when the
// window is known, from that window (bankMessages.ts). The window is closed once its message has come.
import { useEffect, useRef } from 'react';
import { acceptedBankMessage, type BankMessage } from './bankMessages';

/** The window's name: a link opening the bank when the popup was blocked targets the same window. */
export const BANK_WINDOW_NAME = 'bankconnection';

export function useBankWindow(onMessage: (message: BankMessage) => void) {
  const bankWindow = useRef<Window | null>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptedBankMessage(event, window.location.origin, bankWindow.current);
      if (!message) return;
      bankWindow.current?.close();
      bankWindow.current = null;
      handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  /** Opens the bank's page; false when the browser blocked the window. */
  const open = (link: string): boolean => {
    const opened = window.open(link, BANK_WINDOW_NAME, 'popup,width=560,height=760');
    bankWindow.current = opened;
    return opened !== null;
  };
  return { open };
}
