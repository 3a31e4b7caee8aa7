// The incomes page and the documents page (issue 11, spec 001 §2, §3, §5, §7, §8), each as a fresh applicant of its
// own per project (the database lives for the whole run): an income added, changed and deleted with every rule's
// message on the way; a certificate uploaded to a slot with the progress bar showing (the upload throttled) and the
// file listed; a slot marked missing with its required reason and the mark undone; an ID document uploaded by keyboard
// only; a wrong file type and a name with a comma refused with the spec's messages; axe and layout shift on both pages,
// and axe with each form and confirm dialog open (the income form, the missing reason's form, both removals).
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { emailFor, registerManualViaApi } from './account-support';
import { loginThroughForm } from './support/actions';
import { E2E_PASSWORD } from './support/api';
import { expectAccessible } from './support/axe';
import { expectLayoutShiftAtMost, trackLayoutShift } from './support/cls';

const APP = '/mypages/app';
const PDF = (name: string, size = 64) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]) });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const summaryOf = (scope: Locator) => scope.getByRole('group', { name: 'Formuläret innehåller fel' });

async function expectSummary(scope: Locator, messages: readonly string[]): Promise<void> {
  const summary = summaryOf(scope);
  await expect(summary).toBeFocused();
  for (const message of messages) await expect(summary.getByRole('link', { name: message })).toBeVisible();
}

/** A fresh applicant logs in, then the page opens in a fresh document, so its layout shift counts from its first paint. */
async function openAsFreshApplicant(page: Page, testInfo: TestInfo, path: string, heading: string): Promise<void> {
  const email = emailFor(`l-${path}`, testInfo);
  await registerManualViaApi(page.request, { email, firstName: 'Ingrid', lastName: 'Intyg' });
  await page.goto(`${APP}/login?returnUrl=${encodeURIComponent(`/profile/${path}`)}`);
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await trackLayoutShift(page);
  await page.goto(`${APP}/profile/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kontakt');
}

/** Slows the browser's uploads, so an upload's progress bar stays long enough to be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

test('incomes: an income added, changed and deleted with every rule asked; a certificate uploaded and one marked missing', { tag: '@two-instances' }, async ({ page }, testInfo) => {
  await openAsFreshApplicant(page, testInfo, 'incomes', 'Inkomster');
  await expect(page.getByText('Du har inte angett någon inkomst.')).toBeVisible();
  await expectLayoutShiftAtMost(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Lägg till inkomst' }).click();
  const form = page.getByRole('region', { name: 'Ny inkomst' });
  await expect(form.getByLabel('Typ av inkomst')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Spara' }).click();
  await expectSummary(form, ['Du måste välja typ av inkomst', 'Du måste ange en inkomst']);

  await form.getByLabel('Typ av inkomst').selectOption({ label: 'Tidsbegränsad anställning' });
  await form.getByLabel('Inkomst per månad efter skatt (kr)').fill('tjugofemtusen');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expectSummary(form, ['Inkomst måste anges i siffror', 'Du måste ange ett datum för när anställning slutar']);
  await form.getByLabel('Inkomst per månad efter skatt (kr)').fill('0');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expectSummary(form, ['Inkomst kan inte vara noll eller negativ']);

  await form.getByLabel('Inkomst per månad efter skatt (kr)').fill('25000');
  await form.getByLabel('Anställningen slutar').fill('2030-06-30');
  await form.getByLabel('Arbetsgivare').fill('Uppsala kommun');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page, 'Inkomsten är tillagd')).toBeVisible();
  const income = page.getByRole('listitem', { name: 'Uppsala kommun' });
  await expect(income).toContainText(/25\s000 kr\/mån/);
  await expect(income).toContainText('Slutar 2030-06-30');
  await expectAccessible(page);

  await income.getByRole('button', { name: 'Ändra Uppsala kommun' }).click();
  const edit = page.getByRole('region', { name: 'Ändra Uppsala kommun' });
  await edit.getByLabel('Inkomst per månad efter skatt (kr)').fill('');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectSummary(edit, ['Du måste ange en inkomst']);
  await edit.getByLabel('Inkomst per månad efter skatt (kr)').fill('26000');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page, 'Inkomsten är ändrad')).toBeVisible();
  await expect(income).toContainText(/26\s000 kr\/mån/);

  // A certificate to its slot: the bar and its cancel show while the (slowed) file goes, then the file is listed.
  const contract = income.getByRole('listitem', { name: /Anställningsavtal som visar när anställningen slutar/ });
  await expect(contract).toContainText('Inget intyg uppladdat');
  await contract.getByLabel('Välj fil').setInputFiles(PDF('avtal.pdf', 400_000));
  await throttleUploads(page, 100_000);
  await contract.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(contract.getByRole('progressbar', { name: 'Uppladdning av avtal.pdf' })).toBeVisible();
  await expect(contract.getByRole('button', { name: 'Avbryt uppladdningen' })).toBeVisible();
  await expect(toast(page, 'Intyget är uppladdat')).toBeVisible({ timeout: 20_000 });
  await throttleUploads(page, null);
  await expect(contract.getByRole('link', { name: 'avtal.pdf' })).toBeVisible();
  await expect(contract).toContainText('Väntar på granskning');
  await expect(contract.getByRole('progressbar')).toHaveCount(0);

  // A slot marked missing: the reason is required; the mark can be undone.
  const payslip = income.getByRole('listitem', { name: /^Senaste lönespecifikationen/ });
  await payslip.getByRole('button', { name: 'Jag saknar detta intyg' }).click();
  await payslip.getByRole('button', { name: 'Markera som saknat' }).click();
  await expectSummary(payslip, ['Du måste motivera varför du saknar detta intyg']);
  await expectAccessible(page);
  await payslip.getByLabel('Varför saknar du intyget?').fill('Jag började nyss och har inte fått någon lön ännu.');
  await payslip.getByRole('button', { name: 'Markera som saknat' }).click();
  await expect(toast(page, 'Intyget är markerat som saknat')).toBeVisible();
  await expect(payslip).toContainText('Markerat som saknat');
  await expect(payslip).toContainText('Din motivering: Jag började nyss och har inte fått någon lön ännu.');
  await payslip.getByRole('button', { name: 'Ångra markeringen' }).click();
  await expect(toast(page, 'Markeringen att intyget saknas är borttagen')).toBeVisible();
  await expect(payslip).toContainText('Inget intyg uppladdat');

  await income.getByRole('button', { name: 'Ta bort Uppsala kommun' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Vill du ta bort inkomsten Uppsala kommun?' });
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(toast(page, 'Inkomsten är borttagen')).toBeVisible();
  await expect(page.getByText('Du har inte angett någon inkomst.')).toBeVisible();
});

test('documents: a wrong type and a comma refused, an ID document uploaded by keyboard only, listed and deleted', { tag: '@two-instances' }, async ({ page }, testInfo) => {
  await openAsFreshApplicant(page, testInfo, 'documents', 'Dokument');
  await expect(page.getByText('Du har inte laddat upp några dokument.')).toBeVisible();
  await expectLayoutShiftAtMost(page);
  await expectAccessible(page);

  const upload = page.getByRole('region', { name: 'Ladda upp ett dokument' });
  await upload.getByRole('button', { name: 'Ladda upp' }).click();
  await expectSummary(upload, ['Du måste ange en fil', 'Du måste ange en beskrivning']);
  await upload.getByLabel('Välj fil').setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await upload.getByRole('button', { name: 'Ladda upp' }).click();
  await expectSummary(upload, ['Otillåten filtyp. Tillåtna filtyper är jpg, jpeg, gif, png, tif, tiff, xls, xlsx, doc, docx, pdf']);
  await upload.getByLabel('Välj fil').setInputFiles(PDF('pass, kopia.pdf'));
  await upload.getByRole('button', { name: 'Ladda upp' }).click();
  await expectSummary(upload, ['Filnamnet får inte innehålla kommatecken']);
  await upload.getByRole('button', { name: 'Ta bort filen' }).click();

  // Keyboard only from the file field: the chooser opens from the keyboard, the type by typing, the upload by Enter.
  const input = upload.getByLabel('Välj fil');
  await input.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(PDF('pass.pdf'));
  await expect(upload.getByText('Vald fil: pass.pdf')).toBeVisible();
  await page.keyboard.press('Tab'); // the chosen file's remove button
  await page.keyboard.press('Tab');
  await expect(upload.getByLabel('Typ av dokument')).toBeFocused();
  await upload.getByLabel('Typ av dokument').press('ArrowDown');
  await expect(upload.getByLabel('Typ av dokument')).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(upload.getByLabel('Beskrivning')).toBeFocused();
  await page.keyboard.type('Mitt pass');
  await page.keyboard.press('Tab');
  await expect(upload.getByRole('button', { name: 'Ladda upp' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Dokumentet är uppladdat')).toBeVisible();

  const list = page.getByRole('region', { name: 'Dina dokument' });
  await expect(list.getByRole('link', { name: 'pass.pdf' })).toBeVisible();
  await expect(list).toContainText('ID-handling');
  await expect(list).toContainText('Mitt pass');
  await expect(list).toContainText('Väntar på granskning');
  await expect(list.getByRole('link', { name: 'pass.pdf' })).toHaveAttribute('href', /\/mypages\/api\/documents\/\d+\/file$/);
  await expectAccessible(page);

  await list.getByRole('button', { name: 'Ta bort pass.pdf' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ta bort dokumentet?' });
  await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page, 'Dokumentet är borttaget')).toBeVisible();
  await expect(page.getByText('Du har inte laddat upp några dokument.')).toBeVisible();
});
