// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { PayOrderDocument, SetPaymentMethodDocument } from '../../graphql/__generated__/hooks';
import { agencyProfileMock } from '../../test/publicPageMocks';
import { leavePage } from './leavePage';
import PaymentsPage from './PaymentsPage';
import { ordersMock, resultEnvelope, testOrder } from './testOrders';

vi.mock('./leavePage', () => ({ leavePage: vi.fn(() => true) }));

const PROVIDER_PAGE = 'http://localhost/sandbox/payments/checkout/0123456789abcdef0123456789abcdef?language=sv-SE';

const queueFee = testOrder();
const agencyFee = testOrder({
  orderId: 12,
  description: 'Förmedlingsavgift Storgatan 1',
  product: 'AGENCY_FEE',
  productId: 2,
  name: 'Förmedlingsavgift',
  isQueueFeeOrder: false,
  isAgencyFeeOrder: true,
  amountFormated: '1 500 kr',
  totalAmountFormated: '1 500 kr',
  ocr: '1000123',
  canChangePaymentMethod: false,
});
const paid = testOrder({
  orderId: 3,
  description: 'Köavgift 2025',
  orderStatus: 'Betald',
  orderStatusId: 2,
  isPaid: true,
  paidDate: '2025-11-20',
  paidDateFormated: '2025-11-20',
  feeStartDateFormated: '2025-11-20',
  feeEndDateFormated: '2026-11-19',
  ocr: '1000032',
  canChangePaymentMethod: false,
});
const cancelled = testOrder({ orderId: 4, description: 'Makulerad avgift', orderStatus: 'Makulerad', orderStatusId: 3, canChangePaymentMethod: false });

function setup(mocks: unknown[]) {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={['/profile/payments']}>
        <PaymentsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('PaymentsPage', () => {
  beforeEach(() => {
    clearToasts();
    vi.mocked(leavePage).mockClear();
  });

  it('splits the orders into unpaid queue fees, unpaid agency fees and a table of paid ones', async () => {
    setup([ordersMock([queueFee, agencyFee, paid, cancelled])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Betalningar' })).toBeInTheDocument();

    const queueFees = await screen.findByRole('region', { name: 'Obetalda köavgifter' });
    const card = within(queueFees).getByRole('article', { name: 'Köavgift 2026' });
    const details = within(card).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      'Belopp: 305 kr',
      'Belopp utan moms: 244 kr',
      'Moms (25 %): 61 kr',
      'Förfallodatum: 2026-11-22',
      'Betalsätt: Kort',
      'Bankgiro: 5050-1055',
      'OCR-nummer: 1000115',
    ]);
    expect(within(card).getByRole('group', { name: 'Betalsätt för köavgiften' })).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Kort' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Betala med kort' })).toHaveAccessibleDescription('Köavgift 2026');

    const agencyFees = screen.getByRole('region', { name: 'Obetalda förmedlingsavgifter' });
    const agencyCard = within(agencyFees).getByRole('article', { name: 'Förmedlingsavgift Storgatan 1' });
    expect(within(agencyCard).queryByText('Belopp utan moms')).not.toBeInTheDocument();
    expect(within(agencyCard).queryByRole('group')).not.toBeInTheDocument();
    expect(within(agencyCard).getByText('1000123')).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: 'Betalda' })).getByRole('table', { name: 'Betalda avgifter' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Avgift', 'Belopp', 'Betald', 'Avgiften gäller', 'OCR-nummer']);
    const row = within(table).getByRole('row', { name: /Köavgift 2025/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Köavgift 2025');
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['305 kr', '2025-11-20', '2025-11-20 – 2026-11-19', '1000032']);
    expect(screen.queryByText('Makulerad avgift')).not.toBeInTheDocument();
  });

  it('says when a group is empty', async () => {
    setup([ordersMock([])]);
    expect(await screen.findByText('Du har inga obetalda köavgifter.')).toBeInTheDocument();
    expect(screen.getByText('Du har inga obetalda förmedlingsavgifter.')).toBeInTheDocument();
    expect(screen.getByText('Du har inga betalda avgifter ännu.')).toBeInTheDocument();
  });

  it('pays by card: payOrder with the completed and canceled paths, then the provider page', async () => {
    const payOrder = vi.fn(() => ({ data: { payOrder: { __typename: 'PaymentRedirectResult', ...resultEnvelope, paymentRedirectUrl: PROVIDER_PAGE } } }));
    const user = setup([
      ordersMock([queueFee]),
      {
        request: { query: PayOrderDocument, variables: (v: Record<string, unknown>) => v.orderId === 11 && v.redirectUrl === '/payment/completed' && v.cancelUrl === '/payment/canceled' },
        result: payOrder,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Betala med kort' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(payOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Du skickas vidare till betalningen…')).toBeInTheDocument();
  });

  it('shows the server text when the payment cannot start', async () => {
    const user = setup([
      ordersMock([queueFee]),
      {
        request: { query: PayOrderDocument, variables: () => true },
        result: { data: { payOrder: { __typename: 'PaymentRedirectResult', error: true, errorText: 'Det går inte att betala just nu, försök igen senare', validationErrors: [], paymentRedirectUrl: null } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Betala med kort' }));
    await waitFor(() => expect(toastQueueVar().map((t) => `${t.kind}: ${t.message}`)).toEqual(['error: Det går inte att betala just nu, försök igen senare']));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('saves the payment method and reads the orders again', async () => {
    const setPaymentMethod = vi.fn(() => ({ data: { setPaymentMethod: { __typename: 'MutationResult', ...resultEnvelope } } }));
    const user = setup([
      ordersMock([queueFee]),
      { request: { query: SetPaymentMethodDocument, variables: { paymentType: 'swish' } }, result: setPaymentMethod },
      ordersMock([testOrder({ paymentMethod: 'swish', paymentMethodId: 4 })]),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Swish' }));
    await user.click(screen.getByRole('button', { name: 'Spara betalsätt' }));
    await waitFor(() => expect(toastQueueVar().map((t) => `${t.kind}: ${t.message}`)).toEqual(['success: Betalsättet är sparat']));
    expect(setPaymentMethod).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Swish', { selector: 'dd' })).toBeInTheDocument());
  });
});
