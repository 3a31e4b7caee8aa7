// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adoptServerSession } from '../../app/session/sessionActions';
import { sessionVar, setAuthenticated, setLoggedOut } from '../../app/session/sessionState';
import { registrationMessages } from '../../rules/registration';
import { agencyProfileMock } from '../../test/publicPageMocks';
import { submitRegistration, type RegistrationReply } from './registrationApi';
import RegistrationCoPage from './RegistrationCoPage';
import RegistrationPage from './RegistrationPage';

vi.mock('./registrationApi', async (importOriginal) => ({ ...(await importOriginal<object>()), submitRegistration: vi.fn() }));
vi.mock('../../app/session/sessionActions', () => ({ adoptServerSession: vi.fn(async () => true), checkSession: vi.fn(async () => false) }));

const submit = vi.mocked(submitRegistration);
const PASSWORD = 'Bostadsko-2026!';
const failure = (extra: Partial<Extract<RegistrationReply, { ok: false }>>): RegistrationReply => ({
  ok: false,
  message: 'Något gick fel',
  validationErrors: [],
  bankIdRequired: false,
  showNoSwedishPersonalNumberForm: false,
  loggedIn: false,
  ...extra,
});

function renderAt(path: '/registration' | '/registrationco') {
  const router = createMemoryRouter(
    [
      { path: '/registration', element: <RegistrationPage /> },
      { path: '/registrationco', element: <RegistrationCoPage /> },
      { path: '/registration/registrationcomplete', element: <h1>Klar</h1> },
      { path: '/registrationcocomplete', element: <h1>Klar som medsökande</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={[agencyProfileMock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function fillPnrForm(user: ReturnType<typeof userEvent.setup>, pnr = '199504182396') {
  await user.type(screen.getByLabelText('Personnummer'), pnr);
  await user.type(screen.getByLabelText('E-post'), 'sara@example.se');
  await user.type(screen.getByLabelText('E-post igen'), 'sara@example.se');
  await user.type(screen.getByLabelText('Mobilnummer'), '0701234567');
  await user.type(screen.getByLabelText('Lösenord'), PASSWORD);
  await user.type(screen.getByLabelText('Lösenord igen'), PASSWORD);
}

const registerButton = () => screen.getByRole('button', { name: 'Registrera dig' });

describe('registration', () => {
  beforeEach(() => {
    submit.mockReset();
    vi.mocked(adoptServerSession).mockClear();
    setLoggedOut();
  });

  it('refuses a logged-in user', () => {
    setAuthenticated({ applicantId: 1, name: 'Anna', applicantStatus: { applicantStatusId: 1, name: 'QUEUE' }, email: null }, { timeoutSeconds: 3600, warningSeconds: 120 });
    renderAt('/registration');
    expect(screen.getByText(registrationMessages.loggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    act(() => setLoggedOut());
  });

  it('checks the fields before sending, with an error summary that takes focus', async () => {
    const { user } = renderAt('/registration');
    await user.type(screen.getByLabelText('Personnummer'), '19950418-2396');
    await user.click(registerButton());
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(screen.getByLabelText('Personnummer')).toHaveAccessibleDescription(expect.stringContaining(registrationMessages.pnrFormat));
    expect(screen.getByRole('link', { name: 'E-post är obligatoriskt' })).toHaveAttribute('href', '#registration-email');
    expect(submit).not.toHaveBeenCalled();
  });

  it('registers, takes on the new session and goes to the completion page', async () => {
    submit.mockResolvedValue({ ok: true, paymentRedirectUrl: null });
    const { router, user } = renderAt('/registration');
    await fillPnrForm(user);
    await user.click(registerButton());
    expect(submit).toHaveBeenCalledWith(
      'queue',
      { personalIdentityNumber: '199504182396', email: 'sara@example.se', emailRepeat: 'sara@example.se', mobile: '0701234567', password: PASSWORD, passwordRepeat: PASSWORD },
      null,
    );
    expect(adoptServerSession).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Klar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration/registrationcomplete');
  });

  it('puts server field errors under their fields and the first text in an alert that takes focus', async () => {
    const text = 'E-postadressen används redan av ett annat konto';
    submit.mockResolvedValue(failure({ message: text, validationErrors: [{ code: 'email', text }] }));
    const { user } = renderAt('/registration');
    await fillPnrForm(user);
    await user.click(registerButton());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText(text, { selector: '.alert p' }).parentElement).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription(text));
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the manual form when the population register does not know the person, keeping what was typed', async () => {
    submit.mockResolvedValueOnce(failure({ message: registrationMessages.notFound, showNoSwedishPersonalNumberForm: true }));
    const { user } = renderAt('/registration');
    await fillPnrForm(user, '199301212396');
    await user.click(registerButton());

    expect(screen.getByText(registrationMessages.notFound).parentElement).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Registrering utan svenskt personnummer' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Personnummer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveValue('sara@example.se');

    submit.mockResolvedValueOnce({ ok: true, paymentRedirectUrl: null });
    await user.type(screen.getByLabelText('Förnamn'), 'Mira');
    await user.type(screen.getByLabelText('Efternamn'), 'Utland');
    await user.type(screen.getByLabelText('År (ÅÅÅÅ)'), '1993');
    await user.type(screen.getByLabelText('Månad (MM)'), '01');
    await user.type(screen.getByLabelText('Dag (DD)'), '21');
    await user.type(screen.getByLabelText('Gatuadress'), 'Storgatan 1');
    await user.type(screen.getByLabelText('Postnummer'), '753 20');
    await user.type(screen.getByLabelText('Ort'), 'Uppsala');
    await user.type(screen.getByLabelText('Land'), 'Sverige');
    await user.click(registerButton());
    expect(submit).toHaveBeenLastCalledWith('queue', expect.objectContaining({ noSwedishPersonalNumber: true, firstName: 'Mira', email: 'sara@example.se' }), null);
    expect(await screen.findByRole('heading', { name: 'Klar' })).toBeInTheDocument();
  });

  it('asks for BankID identification when the server requires it', async () => {
    submit.mockResolvedValue(failure({ message: registrationMessages.bankIdRequired, bankIdRequired: true }));
    const { user } = renderAt('/registration');
    await fillPnrForm(user, '198710152391');
    await user.click(registerButton());
    expect(screen.getByRole('heading', { name: 'Identifiera dig med BankID' })).toHaveFocus();
    expect(screen.getByText(registrationMessages.bankIdRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mobilt BankID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BankID på den här enheten' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ändra dina uppgifter' }));
    expect(screen.getByLabelText('Personnummer')).toHaveValue('198710152391');
  });

  it('checks the identity document before sending', async () => {
    const { user } = renderAt('/registration');
    await fillPnrForm(user);
    const input = screen.getByLabelText('Identitetshandling (valfritt)');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await user.upload(input, new File(['x'], 'id,scan.pdf', { type: 'application/pdf' }));
    await user.click(registerButton());
    expect(screen.getByRole('link', { name: 'Filnamnet får inte innehålla kommatecken' })).toHaveAttribute('href', '#registration-file');
    expect(submit).not.toHaveBeenCalled();

    submit.mockResolvedValue({ ok: true, paymentRedirectUrl: null });
    await user.upload(input, new File(['%PDF'], 'pass.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(/Vald fil: pass\.pdf/)).toBeInTheDocument();
    await user.click(registerButton());
    expect(submit.mock.calls[0]?.[2]?.name).toBe('pass.pdf');
  });

  it('shows how far the identity document has been uploaded while the registration is sent, one send at a time', async () => {
    let reply: (value: RegistrationReply) => void = () => undefined;
    submit.mockImplementation(() => new Promise((resolve) => (reply = resolve)));
    const { user } = renderAt('/registration');
    await fillPnrForm(user);
    await user.upload(screen.getByLabelText('Identitetshandling (valfritt)'), new File(['%PDF'], 'pass.pdf', { type: 'application/pdf' }));
    await user.click(registerButton());
    expect(screen.getByRole('progressbar', { name: 'Uppladdning av pass.pdf' })).toHaveAttribute('value', '0');
    const onProgress = submit.mock.calls[0]?.[3];
    act(() => onProgress?.({ loaded: 3, total: 4 }));
    expect(screen.getByRole('progressbar', { name: 'Uppladdning av pass.pdf' })).toHaveAttribute('value', '75');
    await user.click(registerButton());
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => reply(failure({ message: 'Försök igen senare' })));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a co-applicant registration does not log in and ends on the co-applicant page', async () => {
    submit.mockResolvedValue({ ok: true, paymentRedirectUrl: null });
    const { router, user } = renderAt('/registrationco');
    expect(screen.queryByRole('button', { name: 'Jag har inget svenskt personnummer' })).not.toBeInTheDocument();
    await fillPnrForm(user);
    await user.click(screen.getByRole('button', { name: 'Registrera dig som medsökande' }));
    expect(submit).toHaveBeenCalledWith('coApplicant', expect.objectContaining({ personalIdentityNumber: '199504182396' }), null);
    expect(await screen.findByRole('heading', { name: 'Klar som medsökande' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registrationcocomplete');
    expect(adoptServerSession).not.toHaveBeenCalled();
    expect(sessionVar().isAuthenticated).toBe(false);
  });
});
