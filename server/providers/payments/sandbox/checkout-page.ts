// The hosted payment page as plain server-rendered HTML (no script, so it works under the site's CSP and with
// any input method): the order, a card form with Betala and Avbryt, errors in an alert that takes focus, and
// the test cards. A payment that can no longer be paid shows why instead of the form.
import { escapeHtml as esc } from '../../sandbox-html';
import type { CardField, CardFormValues, FieldError } from './card-form';
import { TEST_CARDS } from './cards';
import { formatAmount } from './format';
import type { Payment } from './payment';

export interface CheckoutPageModel {
  /** Where the form posts: the page's own URL. */
  action: string;
  payment: Payment;
  values: CardFormValues;
  errors?: FieldError[];
  /** The issuer's no, or a card the sandbox does not know. */
  problem?: { title: string; text: string };
  /** The payment cannot be paid here any more. */
  closed?: { title: string; text: string; link?: { href: string; text: string } };
}

export const PAGE_TITLE = 'Betala med kort';

export const STYLE = `<style>
  .vh { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .alert { border: 2px solid #b00020; background: #fdecee; padding: 0.5rem 1rem; border-radius: 4px; margin: 1rem 0; }
  .alert h2 { margin: 0.25rem 0; font-size: 1.15rem; }
  .notice { border: 2px solid #0a6b2d; background: #eef8f0; padding: 0.5rem 1rem; border-radius: 4px; margin: 1rem 0; }
  .field { margin: 0.75rem 0; }
  .field input:not([type=checkbox]) { border: 2px solid #555; border-radius: 4px; max-width: 20rem; width: 100%; box-sizing: border-box; }
  .field input[aria-invalid=true] { border-color: #b00020; }
  .field-error { color: #b00020; font-weight: 600; margin: 0.1rem 0; }
  .hint { color: #444; margin: 0.1rem 0; }
  .actions button { margin: 0.75rem 0.5rem 0 0; border: 2px solid #0b4f8a; border-radius: 4px; background: #fff; color: #0b4f8a; cursor: pointer; }
  .actions button.primary { background: #0b4f8a; color: #fff; }
  button { white-space: nowrap; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; }
  th, td { text-align: left; padding: 0.3rem 0.75rem 0.3rem 0; border-bottom: 1px solid #bbb; vertical-align: top; }
  td.amount, th.amount { text-align: right; }
</style>`;

const LABELS: Record<CardField, { label: string; attrs: string }> = {
  cardNumber: { label: 'Kortnummer', attrs: 'inputmode="numeric" autocomplete="cc-number" maxlength="23"' },
  expiry: { label: 'Utgångsdatum (MM/ÅÅ)', attrs: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"' },
  cvc: { label: 'CVC', attrs: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"' },
};

function field(name: CardField, value: string, errors: FieldError[]): string {
  const error = errors.find((e) => e.field === name);
  const { label, attrs } = LABELS[name];
  return `<div class="field">
  <label for="${name}">${esc(label)}</label>
  ${error ? `<p class="field-error" id="${name}-error">${esc(error.message)}</p>` : ''}
  <input id="${name}" name="${name}" type="text" value="${esc(value)}" spellcheck="false" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
</div>`;
}

function orderTable(p: Payment): string {
  const rows = p.order.items
    .map(
      (i) =>
        `<tr><td>${esc(i.name)}</td><td class="amount">${esc(String(i.quantity))} ${esc(i.unit)}</td><td class="amount">${esc(formatAmount(i.grossTotalAmount, p.order.currency))}</td></tr>`,
    )
    .join('');
  return `<table>
  <caption class="vh">Orderrader</caption>
  <thead><tr><th scope="col">Vara</th><th scope="col" class="amount">Antal</th><th scope="col" class="amount">Belopp</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot><tr><th scope="row" colspan="2">Att betala</th><td class="amount"><strong>${esc(formatAmount(p.order.amount, p.order.currency))}</strong></td></tr></tfoot>
</table>`;
}

/** The alert that takes focus on arrival: field errors link to their fields. */
function alertBox(m: CheckoutPageModel): string {
  const errors = m.errors ?? [];
  if (errors.length) {
    const items = errors.map((e) => `<li><a href="#${e.field}">${esc(e.message)}</a></li>`).join('');
    return `<div class="alert" role="alert" tabindex="-1" autofocus><h2>Kontrollera kortuppgifterna</h2><ul>${items}</ul></div>`;
  }
  if (m.problem) {
    return `<div class="alert" role="alert" tabindex="-1" autofocus><h2>${esc(m.problem.title)}</h2><p>${esc(m.problem.text)}</p></div>`;
  }
  return '';
}

function cardForm(m: CheckoutPageModel): string {
  const errors = m.errors ?? [];
  const cancel = m.payment.checkout?.cancelUrl ? '<button type="submit" name="action" value="cancel">Avbryt</button>' : '';
  return `<section aria-labelledby="card-heading">
<h2 id="card-heading">Kortuppgifter</h2>
<form method="post" action="${esc(m.action)}" novalidate>
  ${field('cardNumber', m.values.cardNumber, errors)}
  ${field('expiry', m.values.expiry, errors)}
  ${field('cvc', m.values.cvc, errors)}
  <div class="actions">
    <button type="submit" name="action" value="pay" class="primary">Betala</button>
    ${cancel}
  </div>
</form>
</section>`;
}

/** The test cards and magic amounts; shown on the hosted page and the tester page. */
export function testCardsSection(): string {
  const rows = TEST_CARDS.map((c) => `<tr><td><code>${esc(c.number)}</code></td><td>${esc(c.brand)}</td><td>${esc(c.description)}</td></tr>`).join('');
  return `<section aria-labelledby="test-heading">
<h2 id="test-heading">Testkort</h2>
<p>Ange ett av korten nedan, ett utgångsdatum framåt i tiden och tre valfria siffror som CVC. Andra kortnummer godtas inte. Ett belopp på 0,01–1,99 kr nekas alltid, med felkoden i ören (1,33 kr ger felkod 33).</p>
<div class="scroll" role="region" aria-label="Testkort, rullbar tabell" tabindex="0"><table>
  <caption class="vh">Testkort</caption>
  <thead><tr><th scope="col">Kortnummer</th><th scope="col">Typ</th><th scope="col">Utfall</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>
</section>`;
}

export function renderCheckoutPage(m: CheckoutPageModel): string {
  const p = m.payment;
  const reference = p.order.reference ? `<p>Referens: ${esc(p.order.reference)}</p>` : '';
  const order = `<section aria-labelledby="order-heading">
<h2 id="order-heading">Din beställning</h2>
${orderTable(p)}
${reference}
</section>`;
  if (m.closed) {
    const link = m.closed.link ? `<p><a href="${esc(m.closed.link.href)}">${esc(m.closed.link.text)}</a></p>` : '';
    return `${STYLE}
<div class="notice" role="status"><h2>${esc(m.closed.title)}</h2><p>${esc(m.closed.text)}</p>${link}</div>
${order}`;
  }
  return `${STYLE}
<p class="hint">Nexi Checkout – sandlåda. Inga riktiga kort debiteras.</p>
${alertBox(m)}
${order}
${cardForm(m)}
${testCardsSection()}`;
}

/** The page for an id that is no payment here. */
export const NOT_FOUND_BODY = `${STYLE}<div class="alert" role="alert"><h2>Betalningen finns inte</h2><p>Länken är felaktig eller betalningen har tagits bort. Gå tillbaka till tjänsten och försök igen.</p></div>`;
