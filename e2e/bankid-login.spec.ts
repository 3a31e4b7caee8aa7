// Login with BankID against the BankID sandbox: by QR code (the sandbox's app in a second page reads the code
// this browser shows), on the same device (the autostart link), and as a person without an account.
// BankID logins change nothing in the database, so the demo people are used; the person without an account is
// typed into the sandbox ("Annan person") and differs per project.
import { expect, test } from '@playwright/test';
import { demo, expectLoggedIn } from './support/actions';
import { projectOf } from './support/api';
import { expectAccessible } from './support/axe';
import { approveByQr, approveOnThisDevice } from './helpers/bankid';

const nobody = {
  desktop: { personalNumber: '198503128004', givenName: 'Ingen', surname: 'Kontosson' },
  mobile: { personalNumber: '198503138003', givenName: 'Ingen', surname: 'Mobilsson' },
};

test('logs in with Mobilt BankID by QR code and goes to the returnUrl', async ({ page }) => {
  await page.goto('/mypages/app/profile/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Faccount/);
  await expect(page.getByRole('heading', { level: 2, name: 'Logga in med BankID' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Glömt lösenord?' })).toHaveAttribute('href', '/mypages/app/forgot-password');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Starta BankID-appen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);

  const tester = await approveByQr(page, demo.payingApplicant.personalIdentityNumber);
  await tester.close();

  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expect(page.getByText('Anna Andersson')).toBeVisible();
  await expectLoggedIn(page);
  await expectAccessible(page);
});

test('the QR code changes every second and Avbryt gives the choice back', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  const qr = page.getByRole('img', { name: 'QR-kod för BankID' });
  await expect(qr).toBeVisible();
  const first = await qr.getAttribute('src');
  await expect.poll(() => qr.getAttribute('src'), { timeout: 5000 }).not.toBe(first);

  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeFocused();
  await expect(qr).toHaveCount(0);
  // The order is cancelled at the server: there is no QR code for this browser any more.
  const res = await page.request.get('/mypages/api/account/BankIdQrCode');
  expect(await res.json()).toEqual({ qrCode: null });
});

test('logs in with BankID on this device through the autostart link', async ({ page }) => {
  await page.goto('/mypages/app/login');
  await page.getByRole('button', { name: 'BankID på den här enheten' }).click();
  await expect(page.getByRole('link', { name: 'Öppna BankID-appen' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Försöker starta BankID-appen.' })).toBeVisible();
  await expectAccessible(page);

  const tester = await approveOnThisDevice(page, demo.mainApplicant.personalIdentityNumber);
  await tester.close();

  await expect(page).toHaveURL(/\/mypages\/app\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
  await expect(page.getByText('Erik Eriksson')).toBeVisible();
  await expectLoggedIn(page);
  await expectAccessible(page);
});

test('a person without an account is offered the registration', async ({ page }, testInfo) => {
  await page.goto('/mypages/app/login');
  await page.getByRole('button', { name: 'Mobilt BankID' }).click();
  const tester = await approveByQr(page, nobody[projectOf(testInfo.project.name)]);
  await tester.close();

  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Det finns inget konto för ditt personnummer.' })).toBeVisible();
  const offer = main.getByRole('link', { name: 'Registrera dig' }).first();
  await expect(offer).toBeFocused();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  await expectAccessible(page);

  await offer.click();
  await expect(page).toHaveURL(/\/mypages\/app\/registrationselection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrera dig' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logga in' }).first()).toBeVisible();
  await expectAccessible(page);
});
