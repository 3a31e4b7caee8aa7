// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { setAuthenticated, setLoggedOut } from '../../app/session/sessionState';
import { clearToasts } from '../../components/toast/toastStore';
import { AccountType, CompleteOrderDocument, GetApplicantDocument, PayOrderDocument } from '../../graphql/__generated__/hooks';
import { agencyProfileMock } from '../../test/publicPageMocks';
import { leavePage } from './leavePage';
import RegistrationPaymentCancelledPage from './RegistrationPaymentCancelledPage';
import RegistrationPaymentCompletePage from './RegistrationPaymentCompletePage';
import { ordersMock, resultEnvelope, testOrder } from './testOrders';

vi.mock('./leavePage', () => ({ leavePage: vi.fn(() => true) }));

const PAYMENT_ID = '0123456789abcdef0123456789abcdef';

const applicantMock = {
  request: { query: GetApplicantDocument },
  result: {
    data: {
      getApplicant: {
        __typename: 'ApplicantResult',
        ...resultEnvelope,
        applicant: {
          __typename: 'Applicant',
          applicantId: 9,
          firstName: 'Mira',
          lastName: 'Utlandsson',
          personalIdentityNumber: null,
          dateOfBirth: '1993-01-21',
          email: 'mira@example.se',
          emailSecondary: null,
          phone: null,
          mobile: '0701234567',
          hasPaid: true,
          queueDate: '2026-05-01',
          queueFeeValidToDate: '2027-04-30',
          pendingQueueFeeOrderDueDate: null,
          isStudent: false,
          subscribeNewsletter: false,
          doNotWantPhysicalMail: false,
          needToUpdateContact: false,
          identificationDocumentStatus: null,
          accountType: AccountType.QueueAccount,
          paymentPeriod: null,
          address: null,
          applicantStatus: { __typename: 'ApplicantStatus', applicantStatusId: 1, name: 'QUEUE' },
        },
      },
    },
  },
};

function completeMock(error: boolean) {
  return {
    request: { query: CompleteOrderDocument, variables: { orderId: 31, paymentId: PAYMENT_ID, calledFromPaymentLink: false } },
    result: {
      data: {
        completeOrder: {
          __typename: 'CompleteOrderResult',
          error,
          errorText: error ? 'Betalningen misslyckades' : null,
          validationErrors: [],
          isCoApplicantUpgrade: false,
          order: error ? null : { __typename: 'Order', orderId: 31, isPaid: true, orderStatus: 'Betald', orderStatusId: 2, paidDate: '2026-05-01', paidDateFormated: '2026-05-01' },
        },
      },
    },
  };
}

const registrationPayment = {
  request: {
    query: PayOrderDocument,
    variables: (v: Record<string, unknown>) =>
      v.orderId === 31 && v.redirectUrl === '/registration/registrationpaymentcomplete' && v.cancelUrl === '/registration/registrationpaymentcancelled',
  },
  result: { data: { payOrder: { __typename: 'PaymentRedirectResult', ...resultEnvelope, paymentRedirectUrl: 'http://localhost/pay' } } },
};

function setup(page: ReactNode, path: string, mocks: unknown[]) {
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
  setAuthenticated({ applicantId: 9, name: 'Mira', applicantStatus: { applicantStatusId: 4, name: 'PENDING_PAYMENT' }, email: null }, { timeoutSeconds: 3600, warningSeconds: 120 });
});
afterEach(() => act(() => setLoggedOut()));

describe('registration payment pages', () => {
  it('complete: welcomes to the queue with the queue date the payment set', async () => {
    setup(<RegistrationPaymentCompletePage />, `/registration/registrationpaymentcomplete?orderId=31&paymentid=${PAYMENT_ID}`, [completeMock(false), applicantMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Välkommen i bostadskön' })).toBeInTheDocument();
    expect(await screen.findByText('Ditt ködatum är 2026-05-01. Köavgiften är betald till och med 2027-04-30.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till Mina sidor' })).toHaveAttribute('href', '/profile/account');
  });

  it('complete: a failed payment can be tried again with the registration paths', async () => {
    const user = setup(<RegistrationPaymentCompletePage />, `/registration/registrationpaymentcomplete?orderId=31&paymentid=${PAYMENT_ID}`, [
      completeMock(true),
      registrationPayment,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalningen misslyckades' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost/pay'));
  });

  it('cancelled: the registration waits for the fee, with its due date and Betala nu', async () => {
    const user = setup(<RegistrationPaymentCancelledPage />, '/registration/registrationpaymentcancelled?orderId=31', [
      ordersMock([testOrder({ orderId: 31, dueDate: '2026-06-30', dueDateFormated: '2026-06-30' })]),
      registrationPayment,
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Registreringen väntar på betalning' })).toBeInTheDocument();
    expect(screen.getByText(/din plats i bostadskön gäller först när köavgiften är betald/)).toBeInTheDocument();
    expect(await screen.findByText('Betala köavgiften senast 2026-06-30, annars avslutas registreringen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Betala nu' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://localhost/pay'));
  });
});
