// @vitest-environment jsdom
import { adoptServerSession, checkSession, login, logout } from './sessionActions';
import { initialSessionState, sessionVar } from './sessionState';
import { APPLICANT_KEY, SESSION_TIMESTAMP_KEY, USER_LOGGED_OUT_KEY } from './sessionStorage';

const applicant = { applicantId: 7, name: 'Maria Eriksson', applicantStatus: { applicantStatusId: 2, name: 'COAPPLICANT' }, email: 'maria@example.se' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('session actions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    sessionVar(initialSessionState);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('login success marks the session authenticated and stores the applicant and a timestamp', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, applicant, session: { timeoutSeconds: 1800, warningSeconds: 60 } }));
    await expect(login({ username: 'maria@example.se', password: 'x' })).resolves.toBe(true);
    const state = sessionVar();
    expect(state).toMatchObject({ isAuthenticated: true, isAuthenticating: false, authFailed: false, isCoApplicant: true });
    expect(state.timing).toEqual({ timeoutSeconds: 1800, warningSeconds: 60 });
    expect(JSON.parse(localStorage.getItem(APPLICANT_KEY) ?? 'null')).toEqual(applicant);
    expect(Number(localStorage.getItem(SESSION_TIMESTAMP_KEY))).toBeGreaterThan(0);
  });

  it('login failure sets authFailed with the message', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, error: true, errorText: 'Fel användare eller lösenord' }));
    await expect(login({ username: 'a', password: 'b' })).resolves.toBe(false);
    expect(sessionVar()).toMatchObject({ isAuthenticated: false, authFailed: true, errorMessage: 'Fel användare eller lösenord' });
  });

  it('sets isAuthenticating while the login request is in flight', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = login({ username: 'a', password: 'b' });
    expect(sessionVar().isAuthenticating).toBe(true);
    answer(json(500, {}));
    await pending;
    expect(sessionVar()).toMatchObject({ isAuthenticating: false, errorMessage: 'Serverfel - var god försök igen om en liten stund (felkod 500)' });
  });

  it('logout clears the session and the timestamp even when the server call fails', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, applicant }));
    await login({ username: 'a', password: 'b' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await logout();
    expect(sessionVar()).toMatchObject({ isAuthenticated: false, isLoading: false, applicant: null });
    expect(localStorage.getItem(SESSION_TIMESTAMP_KEY)).toBeNull();
    expect(localStorage.getItem(APPLICANT_KEY)).toBeNull();
    expect(localStorage.getItem(USER_LOGGED_OUT_KEY)).not.toBeNull();
  });

  it('adoptServerSession takes on a session the server started like a login', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, applicant }));
    await expect(adoptServerSession()).resolves.toBe(true);
    expect(sessionVar()).toMatchObject({ isAuthenticated: true, isLoading: false, applicant });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/mypages/api/account/me');
    expect(JSON.parse(localStorage.getItem(APPLICANT_KEY) ?? 'null')).toEqual(applicant);
    expect(Number(localStorage.getItem(SESSION_TIMESTAMP_KEY))).toBeGreaterThan(0);
  });

  it('adoptServerSession without a session stays logged out', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false }));
    await expect(adoptServerSession()).resolves.toBe(false);
    expect(sessionVar()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(SESSION_TIMESTAMP_KEY)).toBeNull();
  });

  it.each([
    { name: '200 with success', reply: json(200, { success: true, applicant }), authenticated: true },
    { name: '200 without success', reply: json(200, { success: false }), authenticated: false },
    { name: '401', reply: json(401, { success: false }), authenticated: false },
  ])('checkSession: $name → authenticated $authenticated', async ({ reply, authenticated }) => {
    fetchMock.mockResolvedValue(reply);
    await checkSession();
    expect(sessionVar()).toMatchObject({ isAuthenticated: authenticated, isLoading: false });
  });
});
