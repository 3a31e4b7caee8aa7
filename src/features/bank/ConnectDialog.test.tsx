// @vitest-environment jsdom
// The connect dialog against mocked operations: the three numbered steps with the bank chosen, its link opened in a
// new window, and only the bank window's message from this page's own origin moving it on; a failure shows the spec's
// message with a retry; a renewal starts at step 2 and runs its onConnected (the old connection removed).
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { GetOpenBankingProvidersDocument, GetOpenBankingProvidersLinkDocument } from '../../graphql/__generated__/hooks';
import { BANK_ADDED_FAILED, BANK_ADDED_SUCCESS } from './bankMessages';
import { FAILURE_MESSAGE } from './bankTexts';
import { ConnectDialog } from './ConnectDialog';

const envelope = { error: false, errorText: null, validationErrors: [] };
const LINK = 'http://localhost/sandbox/open-banking/link?state=s';
const providers: MockLink.MockedResponse = {
  request: { query: GetOpenBankingProvidersDocument },
  result: {
    data: {
      getOpenBankingProviders: {
        __typename: 'OpenBankingProvidersResult',
        ...envelope,
        providers: [
          { __typename: 'OpenBankingProvider', id: 'se-nordea-ob', displayName: 'Nordea', icon: '/nordea.svg', group: 'Nordea' },
          { __typename: 'OpenBankingProvider', id: 'se-seb-ob', displayName: 'SEB', icon: '/seb.svg', group: 'SEB' },
        ],
      },
    },
  },
};
const link = (id: string): MockLink.MockedResponse => ({
  request: { query: GetOpenBankingProvidersLinkDocument, variables: { providerIds: [id] } },
  result: { data: { getOpenBankingProvidersLink: { __typename: 'OpenBankingProvidersLinkResult', ...envelope, link: LINK, caseId: 'c1' } } },
});

function renderDialog(props: Partial<Parameters<typeof ConnectDialog>[0]> = {}, mocks: MockLink.MockedResponse[] = [providers, link('se-seb-ob')]) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <ConnectDialog onClose={onClose} {...props} />
    </MockedProvider>,
  );
  return { onClose };
}

/** A message as the bank's window posts it (the fake bank window is this window itself: jsdom wants a real one). */
function post(data: unknown, origin = window.location.origin, source: Window | null = window) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(window);
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function toIdentify(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'SEB' }));
  await user.click(screen.getByRole('button', { name: 'Nästa' }));
  await user.click(await screen.findByRole('button', { name: 'Öppna SEB' }));
  expect(open).toHaveBeenCalledWith(LINK, 'bankconnection', expect.any(String));
}

describe('the connect dialog', () => {
  it('goes through the three steps; only its own origin’s message from the bank window counts', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Välj bank' })).toHaveFocus();
    expect(screen.getByText('Steg 1 av 3')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Nästa' }));
    expect(screen.getByText('Välj din bank')).toBeTruthy();
    await toIdentify(user);
    expect(screen.getByText('Steg 2 av 3')).toBeTruthy();

    post(BANK_ADDED_SUCCESS, 'https://evil.example');
    post(BANK_ADDED_SUCCESS, window.location.origin, null);
    post('something else');
    expect(screen.getByRole('heading', { name: 'Identifiera dig med BankID' })).toBeTruthy();

    post(BANK_ADDED_SUCCESS);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Klart' })).toHaveFocus());
    expect(screen.getByText('Steg 3 av 3')).toBeTruthy();
    expect(window.close).toHaveBeenCalled();
  });

  it('shows the spec’s failure message with a retry that opens the bank again', async () => {
    const user = userEvent.setup();
    renderDialog({}, [providers, link('se-seb-ob'), link('se-seb-ob')]);
    await toIdentify(user);
    post(BANK_ADDED_FAILED);
    expect(await screen.findByText(FAILURE_MESSAGE)).toBeTruthy();
    expect(FAILURE_MESSAGE).toBe('Något gick fel, vänliger försök ansluta dig igen.');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('button', { name: 'Öppna SEB' })).toBeTruthy();
  });

  it('a blocked window leaves the link to open the bank', async () => {
    const user = userEvent.setup();
    open.mockReturnValue(null);
    renderDialog();
    await toIdentify(user);
    expect(screen.getByRole('link', { name: 'Öppna SEB i ett nytt fönster' }).getAttribute('href')).toBe(LINK);
    // The window opened through the link is unknown: the message is taken by its origin and value.
    post(BANK_ADDED_SUCCESS, window.location.origin, null);
    expect(await screen.findByRole('heading', { name: 'Klart' })).toBeTruthy();
  });

  it('goes back to step 2 with a fresh link and a Swedish message when the bank’s window is closed before it is done', async () => {
    const user = userEvent.setup();
    const bankWindow = { closed: false, close: vi.fn(), postMessage: vi.fn() } as unknown as Window & { closed: boolean };
    open.mockReturnValue(bankWindow);
    renderDialog({}, [providers, link('se-seb-ob'), link('se-seb-ob')]);
    await toIdentify(user);
    expect(screen.getByText('Väntar på att du blir klar i bankens fönster …', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    bankWindow.closed = true;
    const notice = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(notice.textContent).toBe('Bankens fönster stängdes innan anslutningen var klar. Öppna banken igen för att fortsätta.');
    expect(screen.getByRole('heading', { name: 'Identifiera dig med BankID' })).toHaveFocus();
    expect(screen.getByText('Steg 2 av 3')).toBeTruthy();
    // A fresh link (the second mock) opens the bank again; the message goes once the window is open.
    await user.click(await screen.findByRole('button', { name: 'Öppna SEB' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a message posted just before the window closed still counts', async () => {
    const user = userEvent.setup();
    const bankWindow = { closed: false, close: vi.fn(), postMessage: vi.fn() } as unknown as Window & { closed: boolean };
    open.mockReturnValue(bankWindow);
    renderDialog();
    await toIdentify(user);
    // The return page posts and its window closes at once; the message is taken, the closing is not a failure.
    bankWindow.closed = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    post(BANK_ADDED_SUCCESS, window.location.origin, bankWindow);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Klart' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.getByRole('heading', { name: 'Klart' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a renewal starts at step 2 with the bank chosen and runs onConnected', async () => {
    const user = userEvent.setup();
    const onConnected = vi.fn().mockResolvedValue(undefined);
    renderDialog({ renew: { id: 'se-nordea-ob', displayName: 'Nordea' }, onConnected }, [link('se-nordea-ob')]);
    expect(screen.getByText('Steg 2 av 3')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Öppna Nordea' }));
    post(BANK_ADDED_SUCCESS);
    await waitFor(() => expect(onConnected).toHaveBeenCalledOnce());
  });

  it('Escape closes it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await screen.findByRole('radio', { name: 'SEB' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
