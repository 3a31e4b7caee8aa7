// The hosted payment page at <mount>/checkout/{paymentId}: GET shows it, POST is its form (action=pay with the
// card fields, or action=cancel). Success and cancel leave with 302 to the merchant's returnUrl (with paymentid)
// or cancelUrl; anything else shows the page again with the reason, for the customer to try another card.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxPage } from '../../sandbox-html';
import { checkCardForm, EMPTY_CARD_FORM, type CardFormValues } from './card-form';
import { maskPan, testCardOf } from './cards';
import { NOT_FOUND_BODY, PAGE_TITLE, renderCheckoutPage, type CheckoutPageModel } from './checkout-page';
import { stateOf, type Payment } from './payment';
import { newId, type PaymentBook } from './payment-book';
import { withPaymentId } from './return-url';
import { refuseCrossSitePosts } from '../../same-origin';
import { isNexiId } from './validate';

type PageParts = Omit<CheckoutPageModel, 'action' | 'payment'>;

const UNKNOWN_CARD = {
  title: 'Kortet kunde inte användas',
  text: 'Kontrollera kortnumret eller använd ett annat kort. I sandlådan fungerar bara testkorten längre ner på sidan.',
};

const declined = (code: string) => ({
  title: 'Betalningen godkändes inte',
  text: `Kortutgivaren nekade betalningen (felkod ${code}). Försök med ett annat kort eller avbryt köpet.`,
});

/** Why a payment can no longer be paid here, or null while it can. */
function closedReason(p: Payment): CheckoutPageModel['closed'] | null {
  const back = 'Tillbaka till tjänsten';
  if (stateOf(p) === 'terminated') {
    const cancelUrl = p.checkout?.cancelUrl;
    return { title: 'Betalningen är avbruten', text: 'Butiken har avslutat betalningen. Inget har dragits från ditt kort.', link: cancelUrl ? { href: cancelUrl, text: back } : undefined };
  }
  if (p.reservedAt && p.checkout?.returnUrl) {
    return { title: 'Betalningen är redan genomförd', text: 'Du behöver inte betala igen.', link: { href: withPaymentId(p.checkout.returnUrl, p.paymentId), text: back } };
  }
  if (!p.checkout?.returnUrl || p.reservedAt) return { title: 'Betalningen kan inte göras här', text: 'Den här betalningen görs utan kortformulär.' };
  return null;
}

/** Form fields as strings; anything else is ignored. */
function formOf(req: FastifyRequest): Record<string, string> {
  const body = typeof req.body === 'object' && req.body ? (req.body as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

export async function checkoutRoutes(app: FastifyInstance, opts: { book: PaymentBook }): Promise<void> {
  const { book } = opts;
  const base = app.prefix.replace(/\/+$/, '');
  app.addHook('onRequest', refuseCrossSitePosts);

  const page = (reply: FastifyReply, status: number, payment: Payment, parts: PageParts) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(PAGE_TITLE, renderCheckoutPage({ action: `${base}/checkout/${payment.paymentId}`, payment, ...parts })));

  const paymentOf = (req: FastifyRequest) => {
    const { paymentId } = req.params as { paymentId: string };
    return isNexiId(paymentId) ? book.get(paymentId) : undefined;
  };
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/html; charset=utf-8').send(sandboxPage(PAGE_TITLE, NOT_FOUND_BODY));

  app.get('/checkout/:paymentId', async (req, reply) => {
    const payment = paymentOf(req);
    if (!payment) return notFound(reply);
    const closed = closedReason(payment);
    return page(reply, 200, payment, { values: EMPTY_CARD_FORM, closed: closed ?? undefined });
  });

  app.post('/checkout/:paymentId', async (req, reply) => {
    const payment = paymentOf(req);
    if (!payment) return notFound(reply);
    const closed = closedReason(payment);
    if (closed) return page(reply, 409, payment, { values: EMPTY_CARD_FORM, closed });
    const form = formOf(req);

    const cancelUrl = payment.checkout?.cancelUrl;
    if (form.action === 'cancel' && cancelUrl) {
      book.apply(payment, { kind: 'userCancel' });
      return reply.redirect(cancelUrl, 302);
    }

    const values: CardFormValues = { cardNumber: form.cardNumber ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
    const checked = checkCardForm(values, book.now());
    if (!checked.ok) return page(reply, 422, payment, { values, errors: checked.errors });
    const card = testCardOf(checked.number);
    if (!card) return page(reply, 422, payment, { values, problem: UNKNOWN_CARD });

    const outcome = book.apply(payment, {
      kind: 'checkout',
      card: { brand: card.brand, maskedPan: maskPan(card.number), expiryDate: checked.expiryDate, behaviour: card.behaviour },
      chargeId: newId(),
      subscriptionId: newId(),
    });
    const failure = outcome.failure;
    if (failure?.kind === 'declined') return page(reply, 402, outcome.payment, { values: EMPTY_CARD_FORM, problem: declined(failure.error.code) });
    if (failure) return page(reply, 409, outcome.payment, { values: EMPTY_CARD_FORM, closed: closedReason(outcome.payment) ?? undefined });
    return reply.redirect(withPaymentId(outcome.payment.checkout!.returnUrl!, payment.paymentId), 302);
  });
}
