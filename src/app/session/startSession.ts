// What the app does about the session on start: GET me decides whether we are logged in (sessionActions), and a login
// in another tab is followed (sessionSync).
import { checkSession } from './sessionActions';
import { startSessionSync } from './sessionSync';

export function startSession(): void {
  void checkSession();
  startSessionSync();
}
