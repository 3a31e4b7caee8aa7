// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import {
  CancelQueueFeeOrderDocument,
  CreateAutopayAgreementDocument,
  CreateUpgradeCoApplicantOrderDocument,
  DeleteAutopayAgreementDocument,
  GetHasActiveAutopayAgreementDocument,
  PayOrderDocument,
  SaveAutopayAgreementDocument,
} from '../../../graphql/__generated__/hooks';
import { agencyProfileMock } from '../../../test/publicPageMocks';
import { leavePage } from '../leavePage';
import { ordersMock, resultEnvelope, testOrder } from '../testOrders';
import { AUTOPAY_REFERENCE_KEY } from './autopayReference';
import { QueueFeeSection } from './QueueFeeSection';
import { UpgradeSection } from './UpgradeSection';

vi.mock('../leavePage', () => ({ leavePage: vi.fn(() => true) }));

const CARD_PAGE = 'http://localhost/sandbox/payments/checkout/ffffffffffffffffffffffffffffffff?language=sv-SE';
const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

const activeMock = (active: boolean) => ({
  request: { query: GetHasActiveAutopayAgreementDocument },
  result: { data: { getHasActiveAutopayAgreement: { __typename: 'HasActiveAutopayAgreementResult', error: false, errorText: null, hasActiveAutopayAgreement: active } } },
});
const mutationResult = (field: string, answer: { error: boolean; errorText: string | null }, typename = 'MutationResult') => ({
  data: { [field]: { __typename: typename, validationErrors: [], ...answer } },
});

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function setup(node: ReactNode, mocks: unknown[], path = '/profile/account') {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks] as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter initialEntries={[path]}>
        {node}
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const unpaidApplicant = { hasPaid: false, queueFeeValidToDate: null, pendingQueueFeeOrderDueDate: null };

beforeEach(() => {
  clearToasts();
  sessionStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('QueueFeeSection with autopay', () => {
  it('says how the fee stands and explains autopay', async () => {
    setup(<QueueFeeSection applicant={{ hasPaid: true, queueFeeValidToDate: '2027-05-01', pendingQueueFeeOrderDueDate: null }} />, [activeMock(false)]);
    expect(screen.getByRole('heading', { level: 2, name: 'Köavgift' })).toBeInTheDocument();
    expect(screen.getByText('Köavgiften är betald till och med 2027-05-01.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se dina betalningar' })).toHaveAttribute('href', '/profile/payments');
    expect(screen.getByText(/ungefär 30 dagar före förfallodagen/)).toBeInTheDocument();
    expect(await screen.findByText('Du har inte autogiro.')).toBeInTheDocument();
  });

  it('starts autopay: keeps the payment reference and goes to the card page', async () => {
    const create = vi.fn((v: Record<string, unknown>) => {
      expect(v).toMatchObject({ redirectUrl: '/profile/account?autopay=registered', cancelUrl: '/profile/account?autopay=cancelled' });
      return {
        data: {
          createAutopayAgreement: {
            __typename: 'AutopayAgreementResult',
            ...resultEnvelope,
            autopayAgreementRef: 'ref-1',
            redirectUrl: CARD_PAGE,
            paymentReference: 'ref-1',
          },
        },
      };
    });
    const user = setup(<QueueFeeSection applicant={unpaidApplicant} />, [activeMock(false), { request: { query: CreateAutopayAgreementDocument, variables: () => true }, result: create }]);
    await user.click(await screen.findByRole('button', { name: 'Starta autogiro' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CARD_PAGE));
    expect(create).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(AUTOPAY_REFERENCE_KEY)).toBe('ref-1');
  });

  it('says it cannot register now when the start fails', async () => {
    const user = setup(<QueueFeeSection applicant={unpaidApplicant} />, [
      activeMock(false),
      {
        request: { query: CreateAutopayAgreementDocument, variables: () => true },
        result: { data: { createAutopayAgreement: { __typename: 'AutopayAgreementResult', error: true, errorText: null, validationErrors: [], autopayAgreementRef: null, redirectUrl: null, paymentReference: null } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Starta autogiro' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Det går inte att registrera just nu, försök igen senare']));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('back from the card page saves the agreement with the kept reference, once, and takes the parameter off', async () => {
    sessionStorage.setItem(AUTOPAY_REFERENCE_KEY, 'ref-1');
    const save = vi.fn(() => mutationResult('saveAutopayAgreement', { error: false, errorText: null }));
    setup(
      <QueueFeeSection applicant={unpaidApplicant} />,
      [activeMock(false), { request: { query: SaveAutopayAgreementDocument, variables: { agreementRef: 'ref-1' } }, result: save }, activeMock(true)],
      '/profile/account?autopay=registered&paymentid=other',
    );
    await waitFor(() => expect(toasts()).toEqual(['success: Autogiro är startat']));
    expect(save).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Du har autogiro. Köavgiften dras från ditt registrerade kort.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avsluta autogiro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    expect(sessionStorage.getItem(AUTOPAY_REFERENCE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Autogiro' })).toHaveFocus());
  });

  it('says it could not save when the save fails', async () => {
    sessionStorage.setItem(AUTOPAY_REFERENCE_KEY, 'ref-1');
    setup(
      <QueueFeeSection applicant={unpaidApplicant} />,
      [
        activeMock(false),
        {
          request: { query: SaveAutopayAgreementDocument, variables: { agreementRef: 'ref-1' } },
          result: mutationResult('saveAutopayAgreement', { error: true, errorText: 'Det gick inte att spara just nu, var vänlig och försök igen' }),
        },
      ],
      '/profile/account?autopay=registered',
    );
    await waitFor(() => expect(toasts()).toEqual(['error: Det gick inte att spara just nu, var vänlig och försök igen']));
  });

  it('a cancelled card registration says nothing was started', async () => {
    setup(<QueueFeeSection applicant={unpaidApplicant} />, [activeMock(false)], '/profile/account?autopay=cancelled');
    expect(await screen.findByText('Du avbröt registreringen av kortet. Autogiro har inte startats.')).toBeInTheDocument();
    // The return marker leaves the address once handled (an effect after the message's render).
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
  });

  it('ends autopay', async () => {
    const user = setup(<QueueFeeSection applicant={unpaidApplicant} />, [
      activeMock(true),
      { request: { query: DeleteAutopayAgreementDocument }, result: mutationResult('deleteAutopayAgreement', { error: false, errorText: null }) },
      activeMock(false),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Avsluta autogiro' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Autogiro är avslutat']));
    expect(await screen.findByText('Du har inte autogiro.')).toBeInTheDocument();
  });
});

describe('UpgradeSection', () => {
  const upgradeOrder = testOrder({ orderId: 21, description: 'Köavgift – uppgradering till eget kökonto', isCoApplicantUpgrade: true, canChangePaymentMethod: true });

  it('creates the upgrade order and shows it with Betala and Avbryt uppgraderingen', async () => {
    const user = setup(<UpgradeSection />, [
      ordersMock([]),
      { request: { query: CreateUpgradeCoApplicantOrderDocument }, result: { data: { createUpgradeCoApplicantOrder: { __typename: 'UpgradeOrderResult', ...resultEnvelope, orderId: 21 } } } },
      ordersMock([upgradeOrder]),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Uppgradera till eget kökonto' })).toBeInTheDocument();
    expect(await screen.findByText(/Köavgiften är 305 kronor per år\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Uppgradera till eget kökonto' }));
    const orderHeading = await screen.findByRole('heading', { level: 3, name: 'Din uppgraderingsorder' });
    await waitFor(() => expect(orderHeading).toHaveFocus());
    expect(screen.getByText('305 kr', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betala' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avbryt uppgraderingen' })).toBeInTheDocument();
  });

  it('shows the refusal of an order id 0', async () => {
    const user = setup(<UpgradeSection />, [
      ordersMock([]),
      {
        request: { query: CreateUpgradeCoApplicantOrderDocument },
        result: { data: { createUpgradeCoApplicantOrder: { __typename: 'UpgradeOrderResult', error: true, errorText: 'Det finns redan en order för din uppgradering.', validationErrors: [], orderId: 0 } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Uppgradera till eget kökonto' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Det finns redan en order för din uppgradering.']));
  });

  it('finds an unpaid upgrade order after a reload and pays it on the provider page', async () => {
    const user = setup(<UpgradeSection />, [
      ordersMock([upgradeOrder]),
      {
        request: { query: PayOrderDocument, variables: (v: Record<string, unknown>) => v.orderId === 21 && v.redirectUrl === '/payment/completed' && v.cancelUrl === '/payment/canceled' },
        result: { data: { payOrder: { __typename: 'PaymentRedirectResult', ...resultEnvelope, paymentRedirectUrl: CARD_PAGE } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Betala' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CARD_PAGE));
  });

  it('cancels the upgrade with the server message as the toast', async () => {
    const user = setup(<UpgradeSection />, [
      ordersMock([upgradeOrder]),
      {
        request: { query: CancelQueueFeeOrderDocument, variables: { orderId: 21 } },
        result: mutationResult('cancelQueueFeeOrder', { error: false, errorText: 'Kontouppgraderingen avbröts' }),
      },
      ordersMock([{ ...upgradeOrder, orderStatusId: 3, orderStatus: 'Makulerad' }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Avbryt uppgraderingen' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Kontouppgraderingen avbröts']));
    expect(await screen.findByRole('button', { name: 'Uppgradera till eget kökonto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Uppgradera till eget kökonto' })).toHaveFocus());
  });

  it('shows the failure of a cancel', async () => {
    const user = setup(<UpgradeSection />, [
      ordersMock([upgradeOrder]),
      {
        request: { query: CancelQueueFeeOrderDocument, variables: { orderId: 21 } },
        result: mutationResult('cancelQueueFeeOrder', { error: true, errorText: 'Något gick fel när uppgraderingen skulle avbrytas' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Avbryt uppgraderingen' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Något gick fel när uppgraderingen skulle avbrytas']));
  });
});
