// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { checkSession } from '../../app/session/sessionActions';
import { setAuthenticated, setLoggedOut } from '../../app/session/sessionState';
import { clearToasts } from '../../components/toast/toastStore';
import { CompleteOrderDocument, PayOrderDocument } from '../../graphql/__generated__/hooks';
import { agencyProfileMock, jsonReply } from '../../test/publicPageMocks';
import { leavePage } from './leavePage';
import PaymentCanceledPage from './PaymentCanceledPage';
import PaymentCompletedPage from './PaymentCompletedPage';
import PaymentFailedPage from './PaymentFailedPage';
import PaymentLinkCancelPage from './PaymentLinkCancelPage';
import PaymentLinkCompletePage from './PaymentLinkCompletePage';
import PaymentLinkPage from './PaymentLinkPage';
import { resultEnvelope } from './testOrders';

vi.mock('./leavePage', () => ({ leavePage: vi.fn(() => true) }));
vi.mock('../../app/session/sessionActions', () => ({ checkSession: vi.fn(async () => true) }));

const PAYMENT_ID = '0123456789abcdef0123456789abcdef';
const applicant = (status: string) => ({ applicantId: 5, name: 'Maria', applicantStatus: { applicantStatusId: 2, name: status }, email: null });
const timing = { timeoutSeconds: 3600, warningSeconds: 120 };

function completeMock(answer: { error?: boolean; isCoApplicantUpgrade?: boolean; withOrder?: boolean }, calls = vi.fn()) {
  return {
    request: { query: CompleteOrderDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls(variables);
      return {
        data: {
          completeOrder: {
            __typename: 'CompleteOrderResult',
            error: answer.error ?? false,
            errorText: answer.error ? 'Betalningen misslyckades. Försök igen senare, och kontakta kundservice om det inte går.' : null,
            validationErrors: [],
            isCoApplicantUpgrade: answer.isCoApplicantUpgrade ?? false,
            order:
              answer.withOrder && !answer.error
                ? { __typename: 'Order', orderId: 11, isPaid: true, orderStatus: 'Betald', orderStatusId: 2, paidDate: '2026-05-01', paidDateFormated: '2026-05-01' }
                : null,
          },
        },
      };
    },
  };
}

function setup(page: ReactNode, path: string, mocks: unknown[] = []) {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  clearToasts();
  vi.mocked(leavePage).mockClear();
  vi.mocked(checkSession).mockClear();
  setAuthenticated(applicant('QUEUE'), timing);
});
afterEach(() => {
  act(() => setLoggedOut());
  vi.unstubAllGlobals();
});

describe('/payment/completed', () => {
  it('completes the order once and thanks, with focus on the outcome', async () => {
    const calls = vi.fn();
    setup(<PaymentCompletedPage />, `/payment/completed?orderId=11&paymentid=${PAYMENT_ID}`, [completeMock({ withOrder: true }, calls)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontrollerar betalningen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vi kontrollerar din betalning…');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tack för din betalning' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith({ orderId: 11, paymentId: PAYMENT_ID, calledFromPaymentLink: false });
    expect(screen.getByRole('link', { name: 'Till dina betalningar' })).toHaveAttribute('href', '/profile/payments');
    expect(checkSession).not.toHaveBeenCalled();
  });

  it('after an upgrade says the account is a queue account now and reads the session again', async () => {
    setAuthenticated(applicant('COAPPLICANT'), timing);
    setup(<PaymentCompletedPage />, `/payment/completed?orderId=11&paymentid=${PAYMENT_ID}`, [completeMock({ isCoApplicantUpgrade: true, withOrder: true })]);
    expect(await screen.findByText(/Ditt konto är nu ett eget kökonto med egen kötid/)).toBeInTheDocument();
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Till Mitt konto' })).toHaveAttribute('href', '/profile/account');
  });

  it('shows the failed state with the advice when the payment did not go through', async () => {
    setup(<PaymentCompletedPage />, `/payment/completed?orderId=11&paymentid=${PAYMENT_ID}`, [completeMock({ error: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalningen misslyckades' })).toBeInTheDocument();
    expect(screen.getByText(/Försök igen senare, och kontakta kundservice om det fortfarande inte går\./)).toBeInTheDocument();
  });

  it('fails at once without a payment id', () => {
    setup(<PaymentCompletedPage />, '/payment/completed?orderId=11');
    expect(screen.getByRole('heading', { level: 1, name: 'Betalningen misslyckades' })).toBeInTheDocument();
  });

  it('completes as a payment-link caller when the session ended while paying', async () => {
    act(() => setLoggedOut());
    const calls = vi.fn();
    setup(<PaymentCompletedPage />, `/payment/completed?orderId=11&paymentid=${PAYMENT_ID}`, [completeMock({}, calls)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tack för din betalning' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ orderId: 11, paymentId: PAYMENT_ID, calledFromPaymentLink: true });
    expect(screen.getByRole('link', { name: 'Logga in på Mina sidor' })).toHaveAttribute('href', '/login?returnUrl=%2Fprofile%2Fpayments');
  });
});

describe('/payment/canceled and /payment/failed', () => {
  it('the cancelled page offers to pay the same order again', async () => {
    const user = setup(<PaymentCanceledPage />, '/payment/canceled?orderId=11', [
      {
        request: { query: PayOrderDocument, variables: (v: Record<string, unknown>) => v.orderId === 11 && v.redirectUrl === '/payment/completed' },
        result: { data: { payOrder: { __typename: 'PaymentRedirectResult', ...resultEnvelope, paymentRedirectUrl: 'http://localhost/pay' } } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Betalningen avbröts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost/pay'));
  });

  it('the cancelled page asks a logged-out visitor to log in', () => {
    act(() => setLoggedOut());
    setup(<PaymentCanceledPage />, '/payment/canceled?orderId=11');
    expect(screen.queryByRole('button', { name: 'Försök igen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in för att betala' })).toBeInTheDocument();
  });

  it('the failed page shows the failure with the advice', () => {
    setAuthenticated(applicant('COAPPLICANT'), timing);
    setup(<PaymentFailedPage />, '/payment/failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Betalningen misslyckades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till Mitt konto' })).toHaveAttribute('href', '/profile/account');
  });
});

describe('payment links', () => {
  beforeEach(() => act(() => setLoggedOut()));

  it('/p asks for the provider page and goes there', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, { error: false, errorText: null, paymentRedirectUrl: 'http://localhost/pay' }));
    vi.stubGlobal('fetch', fetchMock);
    setup(<PaymentLinkPage />, '/p?orderId=11&key=abcDEF_-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Betala avgift' })).toBeInTheDocument();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost/pay'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/mypages/api/payment-link?orderId=11&key=abcDEF_-1');
  });

  it('/p explains a refused link', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonReply(404, { error: true, errorText: 'Betalningslänken är ogiltig', paymentRedirectUrl: null })));
    setup(<PaymentLinkPage />, '/p?orderId=11&key=wrong');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalningen kan inte göras' })).toBeInTheDocument();
    expect(screen.getByText('Betalningslänken är ogiltig')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('/p without a key is invalid without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup(<PaymentLinkPage />, '/p?orderId=11');
    expect(screen.getByText('Betalningslänken är ogiltig')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the link completion completes as a payment-link caller and thanks', async () => {
    const calls = vi.fn();
    setup(<PaymentLinkCompletePage />, `/payment-by-link/complete?orderId=11&key=abc&paymentid=${PAYMENT_ID}`, [completeMock({}, calls)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tack för din betalning' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ orderId: 11, paymentId: PAYMENT_ID, calledFromPaymentLink: true });
  });

  it('a failed link payment links back to the same payment link', async () => {
    setup(<PaymentLinkCompletePage />, `/payment-by-link/complete?orderId=11&key=abc&paymentid=${PAYMENT_ID}`, [completeMock({ error: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalningen misslyckades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/p?orderId=11&key=abc');
  });

  it('the link cancel page links back to the same payment link', () => {
    setup(<PaymentLinkCancelPage />, '/payment-by-link/cancel?orderId=11&key=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Betalningen avbröts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/p?orderId=11&key=abc');
  });
});
