// One visit of a load applicant, as the SPA makes it (its own GraphQL documents, the browser's cookies and CSRF header):
// the start (the session status), log in, a page of the vacant homes, a home's details, the pre-check, interest
// registered and withdrawn, a small document uploaded, an order paid by card on the payments sandbox's hosted page
// and completed on the return, log out. Each request is a timed step (steps.ts).
import { print, type DocumentNode } from 'graphql';
import { GetRentalObjectDocument } from '../../operations/listings/__generated__/getRentalObject';
import { GetRentalObjectsAvailableDocument } from '../../operations/listings/__generated__/getRentalObjectsAvailable';
import { CreateApplicationDocument } from '../../operations/applications/__generated__/createApplication';
import { DeleteApplicationDocument } from '../../operations/applications/__generated__/deleteApplication';
import { ValidateApplicationDocument } from '../../operations/applications/__generated__/validateApplication';
import { CompleteOrderDocument } from '../../operations/payments/__generated__/completeOrder';
import { PayOrderDocument } from '../../operations/payments/__generated__/payOrder';
import { SAMPLE_PDF } from '../../server/documents/sample-files';
import { OK_CARD, paymentIdOf } from '../../server/payments/testing';
import type { PaymentsSandboxDriver } from '../../server/providers/payments/sandbox';
import { LOAD_PASSWORD, type LoadAccount } from './accounts';
import { ClientAt } from './client-at';
import { graphqlProblem, statusProblem, type StepTimes } from './steps';

const doc = (d: DocumentNode) => print(d);
const LIST = doc(GetRentalObjectsAvailableDocument);
const DETAIL = doc(GetRentalObjectDocument);
const PRECHECK = doc(ValidateApplicationDocument);
const CREATE = doc(CreateApplicationDocument);
const DELETE = doc(DeleteApplicationDocument);
const PAY = doc(PayOrderDocument);
const COMPLETE = doc(CompleteOrderDocument);
const SORTS = ['startDate', 'rentAsc', 'areaDesc', 'lastReplyDate'];

export interface VisitSetup {
  base: string;
  /** The bench's fixture route: a new unpaid order for the applicant. */
  orderUrl: string;
  /** Homes a load applicant may register interest in. */
  homes: string[];
  provider: PaymentsSandboxDriver;
  times: StepTimes;
}

async function newOrder(orderUrl: string, applicantId: number): Promise<number> {
  const res = await fetch(orderUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicantId }) });
  return ((await res.json()) as { orderId: number }).orderId;
}

export async function visit(s: VisitSetup, account: LoadAccount, n: number, address: string): Promise<void> {
  const c = new ClientAt(s.base, address);
  const gql = (step: string, query: string, variables: Record<string, unknown>) => s.times.time(step, () => c.graphql(query, variables), graphqlProblem);
  const home = s.homes[n % s.homes.length]!;

  // The SPA's first request: nobody is logged in yet (401), and the answer sets the CSRF cookie.
  await s.times.time('status', () => c.get('/mypages/api/status'), statusProblem(401));
  await s.times.time('login', () => c.login(account.email, LOAD_PASSWORD), statusProblem());
  await gql('list', LIST, { filter: { onlyOpenForApplication: true }, sort: SORTS[n % SORTS.length], skip: (n % 5) * 20, take: 20 });
  await gql('detail', DETAIL, { rentalObjectId: home });
  await gql('pre-check', PRECHECK, { rentalObjectId: home });
  await gql('register interest', CREATE, {
    application: { rentalObjectId: home, showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: true },
  });
  await gql('withdraw interest', DELETE, { rentalObjectId: home });
  await s.times.time(
    'upload',
    () => c.multipart('/mypages/api/documents', { description: 'Intyg' }, [{ field: 'file', name: 'intyg.pdf', type: 'application/pdf', content: SAMPLE_PDF }]),
    statusProblem(),
  );

  const orderId = await newOrder(s.orderUrl, account.applicantId);
  const pay = await gql('payOrder', PAY, { orderId, redirectUrl: '/payment/completed', cancelUrl: '/payment/canceled' });
  const paymentId = paymentIdOf(pay.json.data.payOrder.paymentRedirectUrl);
  await s.times.time(
    'hosted page and card',
    () => s.provider.payWithCard(paymentId, OK_CARD),
    (r) => (r.redirected ? null : `the card was refused: ${r.alert}`),
  );
  await s.times.time(
    'completeOrder',
    () => c.graphql(COMPLETE, { orderId, paymentId }),
    (r) => graphqlProblem(r) ?? (r.json.data.completeOrder.order?.isPaid ? null : `order ${orderId} is not paid`),
  );
  await s.times.time('logout', () => c.post('/mypages/api/account/logout'), statusProblem());
}
