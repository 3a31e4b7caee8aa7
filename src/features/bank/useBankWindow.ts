// The bank's window seen from the dialog: opened with window.open (a new window, so this page and its dialog stay),
// and the one message it posts back from /openbankingreturn, accepted only from this page's own origin and, when the
// window is known, from that window (bankMessages.ts). The window is closed once its message has come. A known window
// the user closes before its message came is noticed (its `closed`, looked at every half second, and once more after
// that so a message posted just before closing still wins): onClosed then lets the dialog go back a step. A window
// opened through the fallback link is unknown and not watched.
import { useEffect, useRef } from 'react';
import { acceptedBankMessage, type BankMessage } from './bankMessages';

/** The window's name: a link opening the bank when the popup was blocked targets the same window. */
export const BANK_WINDOW_NAME = 'bankconnection';

/** How often the dialog looks whether the bank's window is still open. */
export const WINDOW_WATCH_MS = 500;

export function useBankWindow(onMessage: (message: BankMessage) => void, onClosed: () => void) {
  const bankWindow = useRef<Window | null>(null);
  const watch = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const handlers = useRef({ onMessage, onClosed });
  handlers.current = { onMessage, onClosed };

  const stopWatching = () => {
    clearInterval(watch.current);
    watch.current = undefined;
  };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptedBankMessage(event, window.location.origin, bankWindow.current);
      if (!message) return;
      stopWatching();
      bankWindow.current?.close();
      bankWindow.current = null;
      handlers.current.onMessage(message);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      stopWatching();
    };
  }, []);

  /** Closed seen twice in a row (a message in between stops the watch): the user closed it without finishing. */
  const startWatching = (opened: Window) => {
    stopWatching();
    let seenClosed = false;
    watch.current = setInterval(() => {
      if (bankWindow.current !== opened) return stopWatching();
      if (!opened.closed) return;
      if (!seenClosed) {
        seenClosed = true;
        return;
      }
      stopWatching();
      bankWindow.current = null;
      handlers.current.onClosed();
    }, WINDOW_WATCH_MS);
  };

  /** Opens the bank's page; false when the browser blocked the window. */
  const open = (link: string): boolean => {
    const opened = window.open(link, BANK_WINDOW_NAME, 'popup,width=560,height=760');
    bankWindow.current = opened;
    if (opened) startWatching(opened);
    return opened !== null;
  };
  return { open };
}
