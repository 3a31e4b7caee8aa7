// The BankID sandbox's tester page (/sandbox/bankid/) played from a second page of the same browser context:
// choose who uses the "app", read a QR code or autostart link, approve the order.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export type AppUser = string | { personalNumber: string; givenName: string; surname: string };

async function openTester(context: BrowserContext, user: AppUser): Promise<Page> {
  const tester = await context.newPage();
  await tester.goto('/sandbox/bankid/');
  await expect(tester.getByRole('heading', { level: 1, name: 'BankID-sandlåda' })).toBeVisible();
  if (typeof user === 'string') {
    await tester.getByLabel('Testperson').selectOption(user);
  } else {
    await tester.getByLabel('Testperson').selectOption('other');
    await tester.getByLabel('Personnummer (12 siffror)').fill(user.personalNumber);
    await tester.getByLabel('Förnamn').fill(user.givenName);
    await tester.getByLabel('Efternamn').fill(user.surname);
  }
  return tester;
}

async function scan(tester: Page, code: string): Promise<void> {
  const field = tester.getByLabel('QR-kod eller starttoken');
  await field.fill(code);
  // Enter submits with the form's 'Läs av' button (in mobile emulation the open select can cover the button).
  await field.press('Enter');
  await expect(tester.getByText('Ordern är öppnad i appen.')).toBeVisible();
}

/** Approves the order on the tester page; after an autostart the app reports 'started' for a moment first. */
async function approve(tester: Page): Promise<void> {
  const approveButton = tester.getByRole('button', { name: 'Godkänn', exact: true });
  await expect(async () => {
    if (!(await approveButton.isVisible())) await tester.reload();
    await expect(approveButton).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await approveButton.click();
  await expect(tester.getByText('Ordern är godkänd.')).toBeVisible();
}

/** The current QR string of this browser's order, read as the portal page reads it (same cookies). */
export async function currentQrCode(page: Page): Promise<string> {
  const res = await page.request.get('/mypages/api/account/BankIdQrCode');
  expect(res.status()).toBe(200);
  const { qrCode } = (await res.json()) as { qrCode: string | null };
  if (!qrCode) throw new Error('no QR code: is a QR order pending in this browser?');
  return qrCode;
}

/** Scans the QR code the portal page shows and approves, as `user`. Leaves the tester page open for inspection. */
export async function approveByQr(page: Page, user: AppUser): Promise<Page> {
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  const tester = await openTester(page.context(), user);
  // Read the code only now: the tester accepts codes a few seconds old at most.
  await scan(tester, await currentQrCode(page));
  await approve(tester);
  return tester;
}

/** Opens the portal's 'Öppna BankID-appen' link in the sandbox app (its autostart token) and approves, as `user`. */
export async function approveOnThisDevice(page: Page, user: AppUser): Promise<Page> {
  const link = page.getByRole('link', { name: 'Öppna BankID-appen' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^bankid:\/\/\/\?autostarttoken=[^&]+&redirect=null$/);
  const tester = await openTester(page.context(), user);
  await scan(tester, href ?? '');
  await approve(tester);
  return tester;
}

/** Reads another page's autostart link (a bank's BankID step) in the sandbox app and approves, as `user`. */
export async function approveAutostartLink(link: Locator, user: AppUser): Promise<Page> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^bankid:\/\/\/\?autostarttoken=[^&]+/);
  const tester = await openTester(link.page().context(), user);
  await scan(tester, href ?? '');
  await approve(tester);
  return tester;
}
