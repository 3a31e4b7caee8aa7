// The tester page: the sandbox's "BankID app" as plain server-rendered HTML (no script, so it works under the
// site's CSP and with any input method). One form holds who uses the app and the code to scan; the buttons
// of the order list and the chosen order belong to that same form (form="app") and post to their own actions.
import type { ActionKind } from './order';
import type { OrderView } from './control';
import { OTHER_PERSON, TEST_PERSONS, type IdentityField } from './test-identities';

export interface FormValues {
  person: string;
  personalNumber: string;
  givenName: string;
  surname: string;
  code: string;
}

export interface PageModel {
  /** Where the sandbox is mounted, e.g. /sandbox/bankid. */
  base: string;
  orders: OrderView[];
  selected?: OrderView;
  notice?: string;
  error?: { message: string; field?: IdentityField | 'code' };
  values: FormValues;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatPnr = (pnr: string) => `${pnr.slice(0, 8)}-${pnr.slice(8)}`;
const shortRef = (ref: string) => ref.slice(0, 8);
const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const TYPE_TEXT = { auth: 'Identifiering', sign: 'Underskrift' } as const;

const STATE_TEXT: Record<string, string> = {
  outstandingTransaction: 'Väntar på att appen läser av',
  noClient: 'Appen har inte hämtat ordern',
  started: 'Appen startar',
  userMrtd: 'Väntar på ID-handling',
  userSign: 'Väntar på säkerhetskod',
  complete: 'Godkänd',
  userCancel: 'Avbruten i appen',
  cancelled: 'Avbruten – ny order för samma person',
  expiredTransaction: 'Tiden gick ut',
  startFailed: 'Appen startade inte i tid',
  certificateErr: 'BankID spärrat eller för gammalt',
};

function statusCell(o: OrderView): string {
  const key = o.hintCode ?? o.status;
  const wire = o.hintCode ? `${o.status}/${o.hintCode}` : o.status;
  return `${esc(STATE_TEXT[key] ?? key)} <code>${esc(wire)}</code>`;
}

const time = (iso: string) => `<time datetime="${esc(iso)}">${esc(clock.format(new Date(iso)))}</time>`;

/** Visible buttons of the order actions; `fail` carries its hint code in the action's query string. */
const ACTION_BUTTONS: Record<Exclude<ActionKind, 'cancelledByNewOrder'>, { text: string; path: string; primary?: boolean }> = {
  pickUp: { text: 'Öppna i appen', path: 'open' },
  approve: { text: 'Godkänn', path: 'approve', primary: true },
  userCancel: { text: 'Avbryt', path: 'cancel' },
  certificateErr: { text: 'Spärrat BankID (certificateErr)', path: 'fail?hintCode=certificateErr' },
  startFailed: { text: 'Misslyckad start (startFailed)', path: 'fail?hintCode=startFailed' },
};

/** A submit button of the app form for one order; in the list, a shorter text plus the order for screen readers. */
function actionButton(base: string, orderRef: string, kind: ActionKind, inList?: { text: string; hidden: string }): string {
  if (kind === 'cancelledByNewOrder') return '';
  const b = ACTION_BUTTONS[kind];
  const text = inList ? `${esc(inList.text)}<span class="vh"> ${esc(inList.hidden)}</span>` : esc(b.text);
  return `<button type="submit" form="app" formaction="${esc(`${base}/tester/${b.path}`)}" name="orderRef" value="${esc(orderRef)}"${b.primary ? ' class="primary"' : ''}>${text}</button>`;
}

function field(id: IdentityField | 'code', label: string, value: string, error: PageModel['error'], extra = '', hint = ''): string {
  const failed = error?.field === id;
  const described = [hint && `${id}-hint`, failed && `${id}-error`].filter(Boolean).join(' ');
  return `<div class="field">
  <label for="${id}">${esc(label)}</label>
  ${hint ? `<p class="hint" id="${id}-hint">${esc(hint)}</p>` : ''}
  ${failed ? `<p class="field-error" id="${id}-error">${esc(error!.message)}</p>` : ''}
  <input id="${id}" name="${id}" type="text" value="${esc(value)}" autocomplete="off" spellcheck="false"${described ? ` aria-describedby="${described}"` : ''}${failed ? ' aria-invalid="true"' : ''} ${extra}>
</div>`;
}

function personSelect(selected: string): string {
  const options = TEST_PERSONS.map(
    (p) =>
      `<option value="${p.personalNumber}"${p.personalNumber === selected ? ' selected' : ''}>${esc(`${p.givenName} ${p.surname}, ${formatPnr(p.personalNumber)}`)}</option>`,
  ).join('');
  const other = `<option value="${OTHER_PERSON}"${selected === OTHER_PERSON ? ' selected' : ''}>Annan person (fyll i nedan)</option>`;
  return `<div class="field">
  <label for="person">Testperson</label>
  <p class="hint" id="person-hint">Skatteverkets testpersonnummer. Välj ”Annan person” för att skriva in ett eget.</p>
  <select id="person" name="person" aria-describedby="person-hint">${options}${other}</select>
</div>`;
}

function appForm(m: PageModel): string {
  const v = m.values;
  return `<form id="app" method="post" action="${esc(m.base)}/tester/scan" novalidate>
  <section aria-labelledby="who-heading">
    <h2 id="who-heading">Vem använder appen?</h2>
    ${personSelect(v.person)}
    <fieldset>
      <legend>Annan person</legend>
      <p class="hint">Används bara när du valt ”Annan person” ovan.</p>
      ${field('personalNumber', 'Personnummer (12 siffror)', v.personalNumber, m.error, 'inputmode="numeric" maxlength="13"', 'Till exempel 199001012385.')}
      ${field('givenName', 'Förnamn', v.givenName, m.error, 'maxlength="100"')}
      ${field('surname', 'Efternamn', v.surname, m.error, 'maxlength="100"')}
    </fieldset>
  </section>
  <section aria-labelledby="scan-heading">
    <h2 id="scan-heading">Läs av en order</h2>
    ${field('code', 'QR-kod eller starttoken', v.code, m.error, '', 'Klistra in innehållet i QR-koden (börjar med bankid.) eller autostarttoken, ensam eller som startlänk.')}
    <button type="submit" class="primary">Läs av</button>
  </section>
</form>`;
}

const noticeBox = (text: string) => `<div class="notice" role="status"><p>${esc(text)}</p></div>`;

function selectedPanel(m: PageModel): string {
  const o = m.selected;
  if (!o) return '';
  const rows: [string, string][] = [
    ['Order', `<code>${esc(o.orderRef)}</code>`],
    ['Typ', esc(TYPE_TEXT[o.type])],
    ['Skapad', time(o.createdAt)],
    ['Status', statusCell(o)],
  ];
  if (o.requiredPersonalNumber) rows.push(['Gäller personnummer', esc(formatPnr(o.requiredPersonalNumber))]);
  if (o.identity) rows.push(['Öppnad av', esc(`${o.identity.givenName} ${o.identity.surname}, ${formatPnr(o.identity.personalNumber)}`)]);
  if (o.visibleText) rows.push([o.type === 'sign' ? 'Text att skriva under' : 'Text som visas', `<div class="text">${esc(o.visibleText)}</div>`]);
  const buttons = o.allowedActions.map((k) => actionButton(m.base, o.orderRef, k)).join('\n');
  // id="order": the redirect after an action lands here (…#order), with its notice.
  return `<section aria-labelledby="order-heading" class="panel" id="order">
  <h2 id="order-heading">Ordern i appen</h2>
  ${m.notice ? noticeBox(m.notice) : ''}
  <dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
  ${buttons ? `<div class="actions">${buttons}</div>` : '<p>Ordern är avslutad. Inget mer att göra i appen.</p>'}
</section>`;
}

function orderList(m: PageModel): string {
  const pending = m.orders.filter((o) => o.status === 'pending');
  const refresh = `<p><a href="${esc(m.base)}/${m.selected ? `?order=${esc(m.selected.orderRef)}` : ''}">Uppdatera listan</a></p>`;
  if (pending.length === 0) {
    return `<section aria-labelledby="orders-heading"><h2 id="orders-heading">Pågående ordrar</h2><p>Inga pågående ordrar.</p>${refresh}</section>`;
  }
  const rows = pending
    .map((o) => {
      const label = `order ${shortRef(o.orderRef)}`;
      const open = o.allowedActions.includes('pickUp') ? actionButton(m.base, o.orderRef, 'pickUp', { text: 'Öppna', hidden: label }) : '';
      return `<tr>
  <th scope="row"><code>${esc(shortRef(o.orderRef))}</code><span class="vh">${esc(o.orderRef.slice(8))}</span></th>
  <td>${esc(TYPE_TEXT[o.type])}</td>
  <td>${time(o.createdAt)}</td>
  <td>${statusCell(o)}</td>
  <td>${o.visibleText ? `<div class="text">${esc(o.visibleText)}</div>` : '–'}</td>
  <td class="actions"><a href="${esc(m.base)}/?order=${esc(o.orderRef)}#order">Visa<span class="vh"> ${esc(label)}</span></a> ${open}</td>
</tr>`;
    })
    .join('\n');
  return `<section aria-labelledby="orders-heading">
  <h2 id="orders-heading">Pågående ordrar</h2>
  ${refresh}
  <div class="scroll" role="region" aria-label="Ordrar, rullbar tabell" tabindex="0">
  <table>
    <thead><tr><th scope="col">Order</th><th scope="col">Typ</th><th scope="col">Skapad</th><th scope="col">Status</th><th scope="col">Text som visas</th><th scope="col">Åtgärder</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  </div>
</section>`;
}

const STYLE = `
body{font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff;margin:0}
main{max-width:64rem;margin:0 auto;padding:1rem 1.25rem 3rem}
.banner{background:#fff4ce;color:#1a1a1a;border-bottom:2px solid #8a6d00;padding:0 1.25rem}.banner p{margin:.5rem 0}
h1{font-size:1.75rem;margin:1rem 0 .5rem}h2{font-size:1.3rem;margin:1.75rem 0 .5rem}
a{color:#0b4f8a}a:focus,button:focus,input:focus,select:focus,.scroll:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.field{margin:.75rem 0}label{display:block;font-weight:600}
input,select{font:inherit;padding:.45rem .5rem;border:2px solid #555;border-radius:4px;width:100%;max-width:32rem;box-sizing:border-box;color:#1a1a1a;background:#fff}
input[aria-invalid=true]{border-color:#b00020}
fieldset{border:1px solid #767676;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}legend{font-weight:600;padding:0 .25rem}
.hint{margin:.1rem 0;color:#4a4a4a;font-size:.95rem}.field-error{margin:.1rem 0;color:#b00020;font-weight:600}
button{font:inherit;padding:.5rem 1rem;border:2px solid #0b4f8a;border-radius:4px;background:#fff;color:#0b4f8a;cursor:pointer;margin:.25rem .5rem .25rem 0}
button.primary{background:#0b4f8a;color:#fff}button:hover{text-decoration:underline}
.notice{border:2px solid #0a6b2d;background:#eef8f0;color:#0a4a20;padding:.75rem 1rem;border-radius:4px}
.error{border:2px solid #b00020;background:#fdecee;color:#7a0016;padding:.75rem 1rem;border-radius:4px}.error h2{margin:0 0 .25rem;font-size:1.1rem}
.panel{border:2px solid #0b4f8a;border-radius:6px;padding:0 1rem 1rem;margin-top:1.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.text{white-space:pre-wrap;overflow-wrap:anywhere;max-width:28rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.4rem .5rem;border-bottom:1px solid #bbb}
code{font-size:.9rem;background:#f1f1f1;padding:0 .2rem;border-radius:3px}
.vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

export function renderTesterPage(m: PageModel): string {
  const error = m.error
    ? `<div class="error" role="alert" id="error-summary" tabindex="-1" autofocus><h2>Det gick inte</h2><p>${esc(m.error.message)}</p>${
        m.error.field ? `<p><a href="#${m.error.field}">Gå till fältet</a></p>` : ''
      }</div>`
    : '';
  const notice = m.notice && !m.selected ? noticeBox(m.notice) : '';
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BankID-sandlåda – testappen</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p>Sandlåda för test och demo – här sker ingen riktig legitimering.</p></header>
<main>
<h1>BankID-sandlåda</h1>
<p>Den här sidan spelar BankID-appen. Välj vem som använder appen, läs av QR-koden eller starttoken från tjänsten (eller öppna en order i listan) och godkänn, avbryt eller låt ordern misslyckas.</p>
${error}${notice}
${appForm(m)}
${selectedPanel(m)}
${orderList(m)}
</main>
</body>
</html>`;
}
