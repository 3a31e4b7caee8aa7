// The newsletter tab with a fresh applicant per project: subscribe, unsubscribe; a failing service
// makes a change fail with its message, and the failed status check hides the tab. The sandbox's
// failure switch is turned off again whatever happens.
import { expect, test, type Page } from '@playwright/test';
import { emailFor, registerManualViaApi } from './account-support';
import { loginThroughForm } from './support/actions';
import { E2E_PASSWORD } from './support/api';
import { expectAccessible } from './support/axe';

const setFailing = (page: Page, failing: boolean) => page.request.post('/sandbox/newsletter/failing', { data: { failing } });

test.afterEach(async ({ request }) => {
  await request.post('/sandbox/newsletter/failing', { data: { failing: false } });
});

test('subscribe and unsubscribe; a failing service shows the message and then hides the tab', async ({ page, request }, testInfo) => {
  const email = emailFor('newsletter', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Nora', lastName: 'Nyhetsson' });

  await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Faccount');
  await loginThroughForm(page, email, E2E_PASSWORD);
  const tab = page.getByRole('tab', { name: 'Nyhetsbrev' });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: 'Nyhetsbrev' });
  await expect(panel).toContainText(`Du prenumererar inte på nyhetsbrevet till ${email}.`);
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du prenumererar nu på nyhetsbrevet' })).toBeVisible();
  await expect(panel).toContainText(`Du prenumererar på nyhetsbrevet till ${email}.`);
  await expect(panel.getByRole('button', { name: 'Avsluta prenumeration' })).toBeFocused();
  await expectAccessible(page);

  // The status comes from the service: still subscribed after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Nyhetsbrev' }).click();
  await expect(panel).toContainText(`Du prenumererar på nyhetsbrevet till ${email}.`);
  await panel.getByRole('button', { name: 'Avsluta prenumeration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du prenumererar inte längre på nyhetsbrevet' })).toBeVisible();
  await expect(panel).toContainText(`Du prenumererar inte på nyhetsbrevet till ${email}.`);

  // The service fails: the change says so and stays undone.
  expect((await setFailing(page, true)).ok()).toBe(true);
  await panel.getByRole('button', { name: 'Prenumerera' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Det gick inte att prenumerera på nyhetsbrevet just nu. Försök igen senare.' });
  await expect(failure).toBeVisible();
  await expect(panel).toContainText('Du prenumererar inte på nyhetsbrevet');
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Stäng' }).click();

  // The status check fails: no newsletter tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Kontaktuppgifter' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expect(tab).toHaveCount(0);
  await expectAccessible(page);

  // Working again: the tab is back.
  expect((await setFailing(page, false)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Nyhetsbrev' })).toBeVisible();
});
