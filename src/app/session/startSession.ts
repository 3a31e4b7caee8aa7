// What the app does about the session on start: GET me decides whether we are logged in (sessionActions) — its answer
// comes with the page when the server gave page data — and a login in another tab is followed (sessionSync).
import { takePageSession } from '../boot/pageData';
import { checkSession } from './sessionActions';
import { startSessionSync } from './sessionSync';

export function startSession(): void {
  void checkSession(takePageSession());
  startSessionSync();
}
