// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import { UnregisterApplicantDocument } from '../../../graphql/__generated__/hooks';
import { deregistrationMessages } from '../../../rules/deregistration';
import { envelope, jsonReply } from '../../../test/publicPageMocks';
import { LeaveQueueSection } from './LeaveQueueSection';
import { appCache } from '../../../test/appCache';

const unregisterMock = (result: object = envelope): MockLink.MockedResponse => ({
  request: { query: UnregisterApplicantDocument, variables: { applicant: { confirmationWord: 'AVSLUTA', bankIdToken: 'proof-1' } } },
  result: { data: { unregisterApplicant: { __typename: 'MutationResult', ...result } } },
});

const started = { success: true, method: 'autostart', autoStartToken: 'tok-9', qrCode: null, message: 'Försöker starta BankID-appen.' };
const signed = { success: true, status: 'complete', collectCompleted: true, successfulSigned: true, message: null, bankIdToken: 'proof-1' };

function setup(mocks: MockLink.MockedResponse[] = []) {
  document.body.innerHTML = '<div id="root"></div>';
  const router = createMemoryRouter(
    [
      { path: '/profile/account', element: <LeaveQueueSection /> },
      { path: '/logout', element: <h1>Loggar ut</h1> },
    ],
    { initialEntries: ['/profile/account'] },
  );
  render(
    <MockedProvider mocks={mocks} cache={appCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
    { container: document.getElementById('root') ?? undefined },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { router, user };
}

async function toSigningStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Lämna bostadskön' }));
  // The dialog's module loads when it opens.
  await user.type(await screen.findByLabelText('Skriv AVSLUTA för att bekräfta'), 'AVSLUTA');
  await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
}

describe('LeaveQueueSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clearToasts();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('StartBankIdDeregistrationSession')) return jsonReply(200, started);
      if (url.includes('CollectBankIdSession')) return jsonReply(200, signed);
      return jsonReply(200, { success: true });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('states the consequence and opens a labelled dialog with the confirmation field focused', async () => {
    const { user } = setup();
    expect(screen.getByRole('region', { name: 'Lämna bostadskön' })).toHaveTextContent('Din kötid försvinner');
    await user.click(screen.getByRole('button', { name: 'Lämna bostadskön' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna bostadskön' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('det går inte att ångra'));
    expect(screen.getByLabelText('Skriv AVSLUTA för att bekräfta')).toHaveFocus();
  });

  it('refuses any other word than AVSLUTA', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Lämna bostadskön' }));
    await user.type(await screen.findByLabelText('Skriv AVSLUTA för att bekräfta'), 'avsluta inte');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(screen.getByLabelText('Skriv AVSLUTA för att bekräfta')).toHaveAccessibleDescription(deregistrationMessages.wrongWord);
    expect(screen.queryByRole('button', { name: 'Mobilt BankID' })).not.toBeInTheDocument();
  });

  it('signs with BankID, closes the account, says so and logs out', async () => {
    const { router, user } = setup([unregisterMock()]);
    await toSigningStep(user);
    expect(screen.getByText('Skriv under med BankID för att bekräfta att du lämnar bostadskön.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    expect(await screen.findByRole('link', { name: 'Öppna BankID-appen' })).toHaveAttribute('href', 'bankid:///?autostarttoken=tok-9&redirect=null');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/mypages/api/account/StartBankIdDeregistrationSession?isQrCode=false');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(toastQueueVar().map((t) => [t.kind, t.message])).toEqual([['success', deregistrationMessages.done]]);
  });

  it('shows a refusal of the server in the BankID panel, with a new try', async () => {
    const { router, user } = setup([unregisterMock({ error: true, errorText: deregistrationMessages.notSigned, validationErrors: [] })]);
    await toSigningStep(user);
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    await screen.findByRole('link', { name: 'Öppna BankID-appen' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(deregistrationMessages.notSigned)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/account');
    expect(toastQueueVar()).toEqual([]);
  });

  it('closing the dialog while signing cancels the BankID order and gives focus back', async () => {
    const { user } = setup();
    await toSigningStep(user);
    await user.click(screen.getByRole('button', { name: 'BankID på den här enheten' }));
    await screen.findByRole('link', { name: 'Öppna BankID-appen' });
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/CancelBankIdSession'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Lämna bostadskön' })).toHaveFocus();
  });
});
