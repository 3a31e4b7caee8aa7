// Session transitions (spec 000 §4): check on start, login, logout. They call the REST API,
// update the session var and localStorage, and clear Apollo's cache on logout.
import type { LoginCredentials } from '../../rules/login';
import { apolloClient } from '../apollo/client';
import { getMe, meOf, postLogin, postLogout } from './sessionApi';
import { setAuthenticated, setAuthenticating, setAuthFailed, setLoggedOut } from './sessionState';
import { forgetLogin, rememberLogin } from './sessionStorage';

/**
 * On start (and when another tab logs in): GET me decides whether we are logged in. On start the page data may carry
 * its answer already (`given`, src/app/boot/pageData.ts).
 */
export async function checkSession(given?: unknown): Promise<boolean> {
  const reply = given === undefined ? await getMe() : meOf(given);
  if (typeof reply === 'object') {
    setAuthenticated(reply.applicant, reply.timing);
    return true;
  }
  // Only a real answer from the server says the stored session is gone.
  if (reply === 'anonymous') forgetLogin({ broadcast: false });
  setLoggedOut();
  return false;
}

export async function login(credentials: LoginCredentials): Promise<boolean> {
  setAuthenticating();
  const outcome = await postLogin(credentials);
  if (!outcome.ok) {
    setAuthFailed(outcome.message);
    return false;
  }
  rememberLogin(outcome.session.applicant, Date.now());
  await clearUserData();
  setAuthenticated(outcome.session.applicant, outcome.session.timing);
  return true;
}

/**
 * The server itself started a session (a completed BankID login, a registration): read it with GET me and
 * take it on exactly as a login does (stored applicant and timestamp, so other tabs follow; an empty cache).
 */
export async function adoptServerSession(): Promise<boolean> {
  const reply = await getMe();
  if (typeof reply !== 'object') {
    setLoggedOut();
    return false;
  }
  rememberLogin(reply.applicant, Date.now());
  await clearUserData();
  setAuthenticated(reply.applicant, reply.timing);
  return true;
}

let pendingLogout: Promise<void> | null = null;

/**
 * Ends the session here first (so the UI never shows a half-logged-out state), then on the
 * server, then tells other tabs to reload (after the server call, so they do not find the old
 * session still alive). A failing server call does not keep the user logged in.
 */
export function logout(): Promise<void> {
  // Several callers may ask at once (logout page, timer, another tab): one logout is enough.
  pendingLogout ??= endSession().finally(() => {
    pendingLogout = null;
  });
  return pendingLogout;
}

async function endSession(): Promise<void> {
  setLoggedOut();
  try {
    await postLogout();
  } catch {
    // The local session is gone either way; the server session expires by itself.
  }
  forgetLogin({ broadcast: true });
  await clearUserData();
}

/** No personal data of one login may survive into the next: empty the cache, then reload what is on screen. */
async function clearUserData(): Promise<void> {
  await apolloClient().clearStore();
  await apolloClient().refetchQueries({ include: 'active' }).catch(() => undefined);
}
