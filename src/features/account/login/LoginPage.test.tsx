// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adoptServerSession } from '../../../app/session/sessionActions';
import { setAuthenticated, setLoggedOut } from '../../../app/session/sessionState';
import { agencyProfileMock, jsonReply } from '../../../test/publicPageMocks';
import { LoginPage } from './LoginPage';

vi.mock('../../../app/session/sessionActions', async () => {
  const state = await vi.importActual<typeof import('../../../app/session/sessionState')>('../../../app/session/sessionState');
  return {
    login: vi.fn(async () => false),
    adoptServerSession: vi.fn(async () => {
      state.setAuthenticated({ applicantId: 1, name: 'Anna', applicantStatus: { applicantStatusId: 1, name: 'QUEUE' }, email: null }, { timeoutSeconds: 3600, warningSeconds: 120 });
      return true;
    }),
  };
});

const NO_ACCOUNT = 'Det finns inget konto för ditt personnummer. Registrera dig för att ställa dig i bostadskön.';
const qrStart = { success: true, method: 'qr', autoStartToken: null, qrCode: 'bankid.a.0.b', message: 'Starta BankID-appen' };

function setup(path: string, collect: object) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('StartBankIdLoginSession')) return jsonReply(200, qrStart);
    if (url.includes('BankIdQrCode')) return jsonReply(200, { qrCode: 'bankid.a.1.c' });
    if (url.includes('CollectBankIdSession')) return jsonReply(200, collect);
    return jsonReply(200, { success: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/profile/account', element: <h1>Mitt konto</h1> },
      { path: '/profile', element: <h1>Profil</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={[agencyProfileMock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, fetchMock, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(adoptServerSession).mockClear();
    setLoggedOut();
  });
  afterEach(() => {
    act(() => setLoggedOut());
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('offers BankID by QR code or on this device, the password form and the forgotten-password link', () => {
    setup('/login', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mobilt BankID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BankID på den här enheten' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-post eller personnummer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glömt lösenord?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('a completed BankID login takes on the session and goes to the returnUrl', async () => {
    const { router, fetchMock, user } = setup('/login?returnUrl=%2Fprofile%2Faccount', {
      success: true,
      status: 'complete',
      collectCompleted: true,
      successfulSigned: true,
      message: null,
      returnUrl: '/profile/account',
    });
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/mypages/api/account/StartBankIdLoginSession?isQrCode=true&returnUrl=%2Fprofile%2Faccount');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/account'));
    expect(adoptServerSession).toHaveBeenCalledTimes(1);
  });

  it('does not hand an outside returnUrl to the server', async () => {
    const { fetchMock, user } = setup(`/login?returnUrl=${encodeURIComponent('//evil.example/x')}`, {});
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/mypages/api/account/StartBankIdLoginSession?isQrCode=false');
  });

  it('a person without an account gets the message and a link to the registration', async () => {
    const { router, user } = setup('/login', { success: true, status: 'complete', collectCompleted: true, successfulSigned: true, message: NO_ACCOUNT, noAccount: true });
    await user.click(screen.getByRole('button', { name: 'Mobilt BankID' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(NO_ACCOUNT)).toHaveAttribute('role', 'status');
    const offer = screen.getAllByRole('link', { name: 'Registrera dig' })[0];
    expect(offer).toHaveAttribute('href', '/registrationselection');
    expect(offer).toHaveFocus();
    expect(adoptServerSession).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in visitor on at once', () => {
    setAuthenticated({ applicantId: 1, name: 'Anna', applicantStatus: { applicantStatusId: 1, name: 'QUEUE' }, email: null }, { timeoutSeconds: 3600, warningSeconds: 120 });
    setup('/login', {});
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
  });
});
