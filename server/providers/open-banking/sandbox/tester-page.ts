// The tester page at <mount>/: the switches (a failing step, a slow validation, failing Data API calls and credential
// deletes), the banks and the personas whose data the bank serves, and how to walk the flow.
import { escapeHtml as esc, sandboxPage } from '../../sandbox-html';
import { STYLE } from '../../payments/sandbox/checkout-page';
import { sandboxPersons } from '../../test-persons';
import { BANKS, iconPath } from './banks';
import { PERSONAS } from './personas';
import { FAIL_STATUSES, MAX_CONSENT_DAYS, MAX_VALIDATION_DELAY_MS, type Switches } from './switches';

export interface TesterPageModel {
  base: string;
  switches: Switches;
  notice?: string;
  error?: { field: keyof Switches; message: string };
}

function checkbox(name: 'bankUnavailable' | 'userCancels', label: string, on: boolean): string {
  return `<div class="field"><input type="checkbox" id="${name}" name="${name}" value="true"${on ? ' checked' : ''}> <label for="${name}" style="display:inline">${esc(label)}</label></div>`;
}

function numberField(m: TesterPageModel, name: 'validationDelayMs' | 'failNextDataCalls' | 'consentDays', label: string, hint: string, max: number, min = 0): string {
  const failed = m.error?.field === name;
  return `<div class="field"><label for="${name}">${esc(label)}</label><p class="hint" id="${name}-hint">${esc(hint)}</p>
  ${failed ? `<p class="field-error" id="${name}-error">${esc(m.error!.message)}</p>` : ''}
  <input id="${name}" name="${name}" type="number" min="${min}" max="${max}" value="${m.switches[name]}" aria-describedby="${name}-hint${failed ? ` ${name}-error` : ''}"${failed ? ' aria-invalid="true"' : ''}></div>`;
}

function switchesForm(m: TesterPageModel): string {
  const statuses = FAIL_STATUSES.map((s) => `<option value="${s}"${s === m.switches.failStatus ? ' selected' : ''}>${s}</option>`).join('');
  return `<section aria-labelledby="switches-heading">
<h2 id="switches-heading">Brytare</h2>
<form method="post" action="${esc(m.base)}/tester/switches" novalidate>
${checkbox('bankUnavailable', 'Banken är inte tillgänglig (TEMPORARY_ERROR när banken väljs)', m.switches.bankUnavailable)}
${checkbox('userCancels', 'Användaren avbryter i BankID (USER_CANCELLED)', m.switches.userCancels)}
${numberField(m, 'validationDelayMs', 'Långsam validering (millisekunder)', `Väntan innan användaren skickas tillbaka efter godkännandet, högst ${MAX_VALIDATION_DELAY_MS} (en minut).`, MAX_VALIDATION_DELAY_MS)}
${numberField(m, 'failNextDataCalls', 'Antal kommande dataanrop som misslyckas', 'Anrop till /data/v2/… och borttag av medgivanden (DELETE /api/v1/credentials/…) svarar med statuskoden nedan. Klienten försöker igen vid 429 och 5xx.', 100)}
<div class="field"><label for="failStatus">Statuskod för misslyckade anrop</label><select id="failStatus" name="failStatus">${statuses}</select></div>
${numberField(m, 'consentDays', 'Bankens medgivande gäller (dagar)', `Hur länge medgivandet gäller hos banken (sessionExpiryDate i /api/v1/provider-consents), 1–${MAX_CONSENT_DAYS}; Tinks gäller 180. Portalen räknar tre månader, eller bankens tid om den är kortare.`, MAX_CONSENT_DAYS, 1)}
<div class="actions"><button type="submit" class="primary">Spara brytarna</button></div>
</form>
</section>`;
}

function personasSection(): string {
  const rows = Object.entries(PERSONAS)
    .map(([pnr, p]) => {
      const person = sandboxPersons.find((s) => s.pnr === pnr);
      const incomes = p.monthly.filter((e) => e.ore > 0).map((e) => e.original).join(', ');
      return `<tr><td>${esc(person ? `${person.firstName} ${person.lastName}` : '')}</td><td><code>${esc(pnr)}</code></td><td>${esc(incomes)}</td><td>${p.accounts.length}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="personas-heading">
<h2 id="personas-heading">Testpersoner hos bankerna</h2>
<p>Den som identifierar sig med BankID får sina konton och tolv månaders transaktioner (lön, hyra, mat, egna överföringar som typ TRANSFER). Andra personer får ett lönekonto med en lön.</p>
<div class="scroll" role="region" aria-label="Testpersoner, rullbar tabell" tabindex="0"><table>
<caption class="vh">Testpersoner</caption>
<thead><tr><th scope="col">Namn</th><th scope="col">Personnummer</th><th scope="col">Inkomster</th><th scope="col">Konton</th></tr></thead>
<tbody>${rows}</tbody></table></div>
</section>`;
}

function banksSection(base: string): string {
  const items = BANKS.map((b) => `<li><img src="${esc(`${base}${iconPath(b)}`)}" alt="" width="24" height="24"> ${esc(b.displayName)} <code>${esc(b.name)}</code></li>`).join('');
  return `<section aria-labelledby="banks-heading"><h2 id="banks-heading">Banker</h2><ul>${items}</ul></section>`;
}

export function renderTesterPage(m: TesterPageModel): string {
  const error = m.error ? `<div class="alert" role="alert" tabindex="-1" autofocus><h2>Det gick inte</h2><p><a href="#${m.error.field}">${esc(m.error.message)}</a></p></div>` : '';
  const notice = m.notice ? `<div class="notice" role="status"><p>${esc(m.notice)}</p></div>` : '';
  return sandboxPage('Open banking (Tink)', `${STYLE}
<p>Sandlådan talar Tinks protokoll: token (<code>${esc(m.base)}/api/api/v1/oauth/token</code>), Tink Link (<code>${esc(m.base)}/link/1.0/transactions/connect-accounts</code>) och Data API (<code>${esc(m.base)}/api/data/v2/…</code>); ett medgivande tas bort med <code>DELETE ${esc(m.base)}/api/api/v1/credentials/{id}</code>, och sedan nekas dataanrop för det. I Link väljer du bank, identifierar dig i <a href="/sandbox/bankid/">BankID-sandlådan</a>, väljer konton och godkänner.</p>
${error}${notice}
${switchesForm(m)}
${personasSection()}
${banksSection(m.base)}`);
}
