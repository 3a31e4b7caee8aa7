// Cross-tab sign-in: when another tab logs in (it writes a fresh session timestamp) a logged-out
// tab checks the session again. Timer resets and logouts of a logged-in tab are handled by SessionTimer.
import { checkSession } from './sessionActions';
import { sessionVar } from './sessionState';
import { SESSION_TIMESTAMP_KEY } from './sessionStorage';

export function startSessionSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_TIMESTAMP_KEY || !event.newValue) return;
    const { isAuthenticated, isLoading } = sessionVar();
    if (!isAuthenticated && !isLoading) void checkSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
