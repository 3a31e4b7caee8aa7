// The tester page at <mount>/: the webhook and refund switches, every payment with its charges, refunds and webhook
// deliveries, a "Skicka om" button per delivery, and the test cards. Plain forms, no script (the site's CSP allows none).
import { escapeHtml as esc } from '../../sandbox-html';
import { STYLE, testCardsSection } from './checkout-page';
import { formatAmount } from './format';
import type { PaymentState, RefundBehaviour, RefundState } from './payment';
import type { PaymentView } from './views';
import type { DeliverySettings, DeliveryStatus } from './webhook-queue';

/** The tester's switches: the webhook queue's and what the acquirer does with refunds. */
export interface TesterSettings extends DeliverySettings {
  refunds: RefundBehaviour;
}

export interface TesterPageModel {
  /** Where the sandbox is mounted, e.g. /sandbox/payments. */
  base: string;
  payments: PaymentView[];
  settings: TesterSettings;
  notice?: string;
  error?: { message: string; field?: 'delayMs' | 'refunds' };
}

export const TESTER_TITLE = 'Kortbetalningar (Nexi)';

const STATE_TEXT: Record<PaymentState, string> = {
  created: 'Skapad – väntar på betalning',
  reservationFailed: 'Reservationen nekades – kunden kan försöka igen',
  reserved: 'Reserverad',
  partiallyCharged: 'Delvis debiterad',
  charged: 'Debiterad',
  cancelled: 'Makulerad',
  partiallyRefunded: 'Delvis återbetald',
  refunded: 'Återbetald',
  refundPending: 'Återbetalning väntar',
  terminated: 'Avslutad av butiken',
};

const REFUND_STATE_TEXT: Record<RefundState, string> = {
  Pending: 'väntar',
  Completed: 'genomförd',
  Failed: 'misslyckades',
  Cancelled: 'avbruten',
};

const REFUND_BEHAVIOUR_TEXT: Record<RefundBehaviour, string> = {
  complete: 'Genomförs direkt',
  pending: 'Väntar (som när butikens konto saknar pengar) tills de slutförs här eller avbryts',
  fail: 'Misslyckas',
};

const DELIVERY_TEXT: Record<DeliveryStatus, string> = {
  pending: 'Väntar',
  sending: 'Skickas',
  delivered: 'Levererad',
  failed: 'Misslyckades',
  dropped: 'Tappad (avstängd)',
};

const ATTEMPT_TEXT = { reserved: 'Godkänd', declined: 'Nekad', cancelledByUser: 'Avbruten av kunden' } as const;

const KIND_TEXT = { original: '', duplicate: ' (dubblett)', resend: ' (omskickad)' } as const;

const time = (iso: string) => `<time datetime="${esc(iso)}">${esc(iso.slice(11, 19))}</time>`;

function settingsForm(m: TesterPageModel): string {
  const s = m.settings;
  const failed = m.error?.field === 'delayMs';
  const now = s.drop ? 'Webhooks skickas inte.' : `Webhooks skickas ${s.delayMs ? `efter ${s.delayMs} ms` : 'direkt'}${s.duplicate ? ', två gånger var' : ''}.`;
  return `<section aria-labelledby="settings-heading">
<h2 id="settings-heading">Webhook-inställningar</h2>
<p>${esc(now)} Varje leverans görs upp till tre gånger om mottagaren inte svarar 2xx.</p>
<form method="post" action="${esc(m.base)}/tester/settings" novalidate>
  <div class="field">
    <label for="delayMs">Fördröjning före leverans (ms)</label>
    ${failed ? `<p class="field-error" id="delayMs-error">${esc(m.error!.message)}</p>` : ''}
    <input id="delayMs" name="delayMs" type="text" inputmode="numeric" value="${s.delayMs}"${failed ? ' aria-invalid="true" aria-describedby="delayMs-error"' : ''}>
  </div>
  <div class="field"><label><input type="checkbox" name="duplicate" value="on"${s.duplicate ? ' checked' : ''}> Skicka varje webhook två gånger</label></div>
  <div class="field"><label><input type="checkbox" name="drop" value="on"${s.drop ? ' checked' : ''}> Skicka inga webhooks</label></div>
  ${refundChoice(m)}
  <div class="actions"><button type="submit" class="primary">Spara inställningar</button></div>
</form>
${settleForm(m)}
</section>`;
}

function refundChoice(m: TesterPageModel): string {
  const failed = m.error?.field === 'refunds';
  const options = (Object.keys(REFUND_BEHAVIOUR_TEXT) as RefundBehaviour[])
    .map((b) => `<div><label><input type="radio" name="refunds" value="${b}"${m.settings.refunds === b ? ' checked' : ''}> ${esc(REFUND_BEHAVIOUR_TEXT[b])}</label></div>`)
    .join('');
  return `<fieldset class="field"${failed ? ' aria-describedby="refunds-error"' : ''}>
  <legend>Återbetalningar</legend>
  ${failed ? `<p class="field-error" id="refunds-error">${esc(m.error!.message)}</p>` : ''}
  ${options}
</fieldset>`;
}

/** Shown while a refund waits: the acquirer completes them all. */
function settleForm(m: TesterPageModel): string {
  const waiting = m.payments.reduce((n, p) => n + p.refunds.filter((r) => r.state === 'Pending').length, 0);
  if (waiting === 0) return '';
  return `<form method="post" action="${esc(m.base)}/tester/settle-refunds">
  <p>${waiting === 1 ? 'En återbetalning väntar.' : `${waiting} återbetalningar väntar.`}</p>
  <div class="actions"><button type="submit">Slutför väntande återbetalningar</button></div>
</form>`;
}

function deliveries(base: string, p: PaymentView): string {
  if (p.deliveries.length === 0) return '<p>Inga webhooks registrerade för händelserna hittills.</p>';
  const rows = p.deliveries
    .map(
      (d) => `<tr>
  <td id="d-${esc(d.id)}">${esc(d.event)}${esc(KIND_TEXT[d.kind])}<br><span class="hint">händelse ${esc(d.eventId)}</span></td>
  <td>${esc(d.url)}</td>
  <td>${esc(DELIVERY_TEXT[d.status])}${d.lastError ? `<br><span class="hint">${esc(d.lastError)}</span>` : ''}</td>
  <td>${d.attempts}</td>
  <td><form method="post" action="${esc(base)}/tester/resend"><input type="hidden" name="deliveryId" value="${esc(d.id)}"><button type="submit" aria-describedby="d-${esc(d.id)}">Skicka om</button></form></td>
</tr>`,
    )
    .join('\n');
  // Wide on a phone: the table scrolls on its own, reachable by keyboard.
  return `<div class="scroll" role="region" aria-label="Webhook-leveranser för ${esc(p.reference ?? p.paymentId)}, rullbar tabell" tabindex="0"><table>
  <caption>Webhook-leveranser</caption>
  <thead><tr><th scope="col">Händelse</th><th scope="col">Mottagare</th><th scope="col">Status</th><th scope="col">Försök</th><th scope="col">Åtgärd</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`;
}

function paymentArticle(base: string, p: PaymentView): string {
  const money = (ore: number) => esc(formatAmount(ore, p.currency));
  const rows: [string, string][] = [
    ['Betalnings-id', `<code>${esc(p.paymentId)}</code>`],
    ['Status', esc(STATE_TEXT[p.state])],
    ['Skapad', time(p.createdAt)],
    ['Belopp', `reserverat ${money(p.summary.reservedAmount)}, debiterat ${money(p.summary.chargedAmount)}, återbetalat ${money(p.summary.refundedAmount)}, makulerat ${money(p.summary.cancelledAmount)}`],
  ];
  if (p.myReference) rows.push(['Egen referens', esc(p.myReference)]);
  if (p.card) rows.push(['Kort', esc(`${p.card.brand} ${p.card.maskedPan}`)]);
  if (p.autoCharge) rows.push(['Debiteras direkt', 'Ja (charge: true)']);
  if (p.unscheduledSubscriptionId) rows.push(['Sparat kort (prenumeration)', `<code>${esc(p.unscheduledSubscriptionId)}</code>`]);
  if (p.fromSubscription) rows.push(['Debitering av sparat kort', `<code>${esc(p.fromSubscription)}</code>`]);
  for (const c of p.charges) rows.push(['Debitering', `${money(c.amount)} <code>${esc(c.chargeId)}</code>`]);
  for (const r of p.refunds) rows.push(['Återbetalning', `${money(r.amount)}, ${esc(REFUND_STATE_TEXT[r.state])} <code>${esc(r.refundId)}</code>`]);
  for (const a of p.attempts) rows.push(['Kortförsök', `${time(a.at)} ${esc(ATTEMPT_TEXT[a.outcome])}${a.maskedPan ? ` ${esc(a.maskedPan)}` : ''}${a.errorCode ? ` (felkod ${esc(a.errorCode)})` : ''}`]);
  const payable = p.state === 'created' || p.state === 'reservationFailed';
  const open = payable && !p.fromSubscription ? `<p><a href="${esc(p.checkoutUrl)}">Öppna betalsidan<span class="vh"> för ${esc(p.reference ?? p.paymentId)}</span></a></p>` : '';
  return `<article aria-labelledby="p-${esc(p.paymentId)}">
<h3 id="p-${esc(p.paymentId)}">${esc(p.reference ?? 'Utan referens')} – ${money(p.amount)}</h3>
<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join('')}</dl>
${open}
${deliveries(base, p)}
</article>`;
}

export function renderTesterPage(m: TesterPageModel): string {
  const notice = m.notice ? `<div class="notice" role="status"><p>${esc(m.notice)}</p></div>` : '';
  const error = m.error ? `<div class="alert" role="alert" tabindex="-1" autofocus><h2>Det gick inte</h2><p>${esc(m.error.message)}</p></div>` : '';
  const list = m.payments.length ? m.payments.map((p) => paymentArticle(m.base, p)).join('\n') : '<p>Inga betalningar ännu.</p>';
  return `${STYLE}
<p>Här syns sandlådans kortbetalningar och de webhooks den skickat. Kunden betalar på betalsidan som tjänsten skickar hen till.</p>
${error}${notice}
${settingsForm(m)}
<section aria-labelledby="payments-heading">
<h2 id="payments-heading">Betalningar</h2>
<p><a href="${esc(m.base)}/">Uppdatera listan</a></p>
${list}
</section>
${testCardsSection()}`;
}
