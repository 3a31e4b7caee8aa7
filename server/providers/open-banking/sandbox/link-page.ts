// Tink Link's pages in the sandbox, server-rendered HTML in Swedish without script (the site's CSP; any input
// method): choose a bank, identify with BankID, pick accounts, consent. Each step is a heading and one form; a
// problem is an alert that takes focus. Avbryt is on every step.
import { escapeHtml as esc, sandboxPage } from '../../sandbox-html';
import { STYLE } from '../../payments/sandbox/checkout-page';
import type { Account } from '../types';
import { BANKS, iconPath, type Bank } from './banks';

export interface LinkPageModel {
  /** The sandbox's mount point, e.g. /sandbox/open-banking */
  base: string;
  sessionId: string;
  problem?: string;
}

const TITLE = 'Anslut din bank';
const sessionUrl = (m: LinkPageModel, action = '') => `${m.base}/link/session/${m.sessionId}${action ? `/${action}` : ''}`;

function page(m: LinkPageModel, body: string): string {
  const problem = m.problem ? `<div class="alert" role="alert" tabindex="-1" autofocus><h2>Det gick inte</h2><p>${esc(m.problem)}</p></div>` : '';
  const cancel = `<form method="post" action="${esc(sessionUrl(m, 'cancel'))}"><div class="actions"><button type="submit">Avbryt</button></div></form>`;
  return sandboxPage(TITLE, `${STYLE}
<p class="hint">Tink Link – sandlåda. Inga riktiga bankuppgifter används.</p>
${problem}
${body}
${cancel}`);
}

export function bankStep(m: LinkPageModel): string {
  const options = BANKS.map(
    (b, i) => `<div class="field bank"><input type="radio" id="bank-${i}" name="provider" value="${esc(b.name)}"${i === 0 ? ' required' : ''}>
  <label for="bank-${i}"><img src="${esc(`${m.base}${iconPath(b)}`)}" alt="" width="32" height="32"> ${esc(b.displayName)}</label></div>`,
  ).join('\n');
  return page(m, `<style>.bank label{display:inline-flex;align-items:center;gap:.5rem;font-weight:400}.bank img{border-radius:6px}</style>
<form method="post" action="${esc(sessionUrl(m, 'bank'))}">
<fieldset><legend><h2>Välj din bank</h2></legend>
${options}
</fieldset>
<div class="actions"><button type="submit" class="primary">Fortsätt</button></div>
</form>`);
}

export function bankIdStep(m: LinkPageModel, bank: Bank, autoStartToken: string, status: string): string {
  const launch = `bankid:///?autostarttoken=${autoStartToken}&redirect=null`;
  return page(m, `<section aria-labelledby="bankid-heading">
<h2 id="bankid-heading">Identifiera dig hos ${esc(bank.displayName)} med BankID</h2>
<p role="status">${esc(status)}</p>
<p><a href="${esc(launch)}">Öppna BankID på den här enheten</a></p>
<h3>I sandlådan</h3>
<ol>
  <li>Öppna <a href="/sandbox/bankid/" target="_blank" rel="noopener">BankID-sandlådan (öppnas i nytt fönster)</a>.</li>
  <li>Välj testperson, klistra in starttoken <code>${esc(autoStartToken)}</code>, välj Läs av och sedan Godkänn.</li>
  <li>Kom tillbaka hit och välj Fortsätt.</li>
</ol>
<p><a href="${esc(sessionUrl(m))}">Fortsätt</a></p>
</section>`);
}

const masked = (a: Account) => `•••• ${(a.identifiers.financialInstitution?.accountNumber ?? '').slice(-4)}`;

export function accountsStep(m: LinkPageModel, bank: Bank, accounts: Account[]): string {
  const boxes = accounts
    .map((a, i) => `<div class="field"><input type="checkbox" id="account-${i}" name="accountId" value="${esc(a.id)}" checked> <label for="account-${i}" style="display:inline">${esc(a.name)} ${esc(masked(a))}</label></div>`)
    .join('\n');
  return page(m, `<form method="post" action="${esc(sessionUrl(m, 'accounts'))}">
<fieldset><legend><h2>Välj konton hos ${esc(bank.displayName)}</h2></legend>
<p class="hint">Välj de konton som din inkomst kommer in på.</p>
${boxes}
</fieldset>
<div class="actions"><button type="submit" class="primary">Fortsätt</button></div>
</form>`);
}

export function consentStep(m: LinkPageModel, bank: Bank, accounts: Account[]): string {
  const items = accounts.map((a) => `<li>${esc(a.name)} ${esc(masked(a))}</li>`).join('');
  return page(m, `<section aria-labelledby="consent-heading">
<h2 id="consent-heading">Godkänn delning</h2>
<p>Bostadskön får via Tink läsa saldon och transaktioner för de senaste 12 månaderna på dessa konton hos ${esc(bank.displayName)}:</p>
<ul>${items}</ul>
<form method="post" action="${esc(sessionUrl(m, 'consent'))}">
<div class="actions"><button type="submit" class="primary">Godkänn och dela</button></div>
</form>
</section>`);
}

/** A request that cannot go back to any service (unknown client or redirect address, or an ended session). */
export function dead(title: string, text: string): string {
  return sandboxPage(TITLE, `${STYLE}<div class="alert" role="alert"><h2>${esc(title)}</h2><p>${esc(text)}</p></div>`);
}
