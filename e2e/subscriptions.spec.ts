// Saved searches ('Bevakningar', spec 001 §2–§5, §8, §9) with fresh applicants per project: create through the form
// (the name rule first), renew, edit, the search's map, the daily e-mail (the job run through its internal route,
// read from the outbox sandbox), the limit of five and deleting after confirming. axe on the list, the open form
// and the map view.
import { expect, test, type Page } from '@playwright/test';
import { emailFor, registerManualViaApi } from './account-support';
import { loginThroughForm } from './support/actions';
import { E2E_PASSWORD } from './support/api';
import { expectAccessible } from './support/axe';
import { allPublishedHomes } from './support/listings';

const JOBS_TOKEN = 'development-only-jobs-token';
const MAIL_SUBJECT = 'Nya lediga bostäder som matchar dina bevakningar';

interface Home {
  rentalObjectId: string;
  startDate: string;
  isOpenForApplication: boolean;
  rooms: number;
  district: { region: { regionId: number; name: string } };
}

const stockholmToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** One GraphQL operation with the page's session (the API wants the CSRF token as a header). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value;
  expect(token, 'csrf_token cookie').toBeTruthy();
  const res = await page.request.post('/mypages/api', { headers: { 'x-csrf-token': token! }, data: { query, variables } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const publishedHomes = (page: Page) => allPublishedHomes<Home>(page.request, 'rentalObjectId startDate isOpenForApplication rooms district { region { regionId name } }');

async function subjectsTo(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`/sandbox/mail/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
}

async function runMailJob(page: Page): Promise<string> {
  const res = await page.request.post('/internal/jobs/subscription-mail', { headers: { 'x-jobs-token': JOBS_TOKEN } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: string }).result;
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto('/mypages/app/login?returnUrl=%2Fprofile%2Fsubscriptions');
  await loginThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Bevakningar' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function createByName(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Ny bevakning' }).click();
  await page.getByLabel('Namn').fill(name);
  await page.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

test('create, renew, edit, the map and the daily e-mail of a saved search', async ({ page, request }, testInfo) => {
  const email = emailFor('subscriptions', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Berit', lastName: 'Bevakare' });
  await login(page, email);
  await expect(page.getByText('Du har inga bevakningar.')).toBeVisible();
  await expectAccessible(page);

  // A home published today and open: the seed clamps the start of many open homes to today. Its municipality and
  // room count make a search that only such a fresh home can be mailed for.
  const today = stockholmToday();
  const homes = await publishedHomes(page);
  const fresh = homes.find((h) => h.startDate === today && h.isOpenForApplication);
  expect(fresh, `a home published ${today}`).toBeTruthy();
  const region = fresh!.district.region;
  const rooms = fresh!.rooms;
  const matching = homes.filter((h) => h.district.region.regionId === region.regionId && h.rooms === rooms);
  const freshMatching = matching.filter((h) => h.startDate >= today && h.isOpenForApplication);

  // The name is asked for first.
  await page.getByRole('button', { name: 'Ny bevakning' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ny bevakning' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(page.getByRole('group', { name: 'Formuläret innehåller fel' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Du måste namnge bevakningen' })).toBeVisible();
  await expect(page.getByLabel('Namn')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const name = `Nytt i ${region.name}`;
  await page.getByLabel('Namn').fill(name);
  await page.getByRole('group', { name: 'Kommun' }).getByRole('checkbox', { name: region.name, exact: true }).check();
  await page.getByLabel('Minsta antal rum').selectOption(String(rooms));
  await page.getByLabel('Högsta antal rum').selectOption(String(rooms));
  await expect(page.getByRole('checkbox', { name: 'Skicka e-post när nya bostäder matchar' })).toBeChecked();
  await page.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(toast(page, 'Bevakningen är sparad')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name })).toBeFocused();
  await expect(card.getByRole('list', { name: 'Sökvillkor' })).toContainText(`${rooms} rum`);
  await expect(card.getByRole('list', { name: 'Sökvillkor' })).toContainText(`Kommun: ${region.name}`);
  await expect(card).toContainText('E-post: på');
  await expect(card).toContainText(/Gäller till \d{4}-\d{2}-\d{2}\./);
  await expectAccessible(page);

  // Renew.
  await card.getByRole('button', { name: 'Förnya' }).click();
  await expect(toast(page, 'Bevakningen är förnyad i sex månader')).toBeVisible();

  // Edit: the form comes filled in; a new name is saved.
  await card.getByRole('button', { name: 'Ändra' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions\/\d+\?edit=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ändra bevakning' })).toBeFocused();
  await expect(page.getByLabel('Namn')).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Kommun' }).getByRole('checkbox', { name: region.name, exact: true })).toBeChecked();
  await expect(page.getByLabel('Minsta antal rum')).toHaveValue(String(rooms));
  const renamed = `${name} (ändrad)`;
  await page.getByLabel('Namn').fill(renamed);
  await page.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(toast(page, 'Bevakningen är sparad')).toBeVisible();
  const renamedCard = page.getByRole('article', { name: renamed });
  await expect(renamedCard).toBeVisible();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Spara bevakning' })).toHaveCount(0);

  // The map of the search: its region, the count of matching homes now, links to them.
  await renamedCard.getByRole('button', { name: 'Visa på karta' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions\/\d+$/);
  await expect(page.getByRole('region', { name: `Karta för bevakningen ${renamed}` })).toBeAttached();
  const count = matching.length;
  await expect(page.getByText(`${count} ${count === 1 ? 'bostad' : 'bostäder'} matchar just nu`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bostäder som matchar' }).getByRole('link')).toHaveCount(Math.min(count, 20));
  await expectAccessible(page);
  // A link of the list leads to the home.
  const firstLink = page.getByRole('list', { name: 'Bostäder som matchar' }).getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', /\/mypages\/app\/rental-object\/RO\d+$/);

  // The daily e-mail: the job mails the fresh matching homes once; a second run the same day sends nothing.
  const before = (await subjectsTo(page, email)).filter((s) => s === MAIL_SUBJECT).length;
  expect(before).toBe(0);
  await runMailJob(page);
  await expect.poll(async () => (await subjectsTo(page, email)).filter((s) => s === MAIL_SUBJECT).length).toBe(1);
  const mails = (await (await page.request.get(`/sandbox/mail/messages?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
  const mail = mails.find((m) => m.subject === MAIL_SUBJECT)!;
  expect(mail.text).toContain(`Bevakning: ${renamed}`);
  // Exactly the open matching homes published on or after the day the search was made (at most 30 a mail).
  const linked = [...mail.text.matchAll(/\/mypages\/app\/rental-object\/(RO\d+)/g)].map((m) => m[1]);
  expect(linked).toContain(fresh!.rentalObjectId);
  const freshIds = new Set(freshMatching.map((h) => h.rentalObjectId));
  expect(linked.every((id) => freshIds.has(id!))).toBe(true);
  expect(new Set(linked).size).toBe(Math.min(freshIds.size, 30));
  await runMailJob(page);
  expect((await subjectsTo(page, email)).filter((s) => s === MAIL_SUBJECT)).toHaveLength(1);
});

test('five saved searches at most, and deleting one after confirming', async ({ page, request }, testInfo) => {
  const email = emailFor('subscriptions-limit', testInfo);
  await registerManualViaApi(request, { email, firstName: 'Fem', lastName: 'Bevakningsson' });
  await login(page, email);

  for (let i = 1; i <= 5; i++) await createByName(page, `Bevakning ${i}`);
  await expect(page.getByRole('article')).toHaveCount(5);

  // The sixth is refused in the page …
  await page.getByRole('button', { name: 'Ny bevakning' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Man kan inte ha fler än fem samtidiga bevakningar.' })).toBeVisible();
  await expect(page.getByLabel('Namn')).toHaveCount(0);
  await expectAccessible(page);
  // … and by the server.
  const refused = await graphql<{ saveSubscription: { error: boolean; errorText: string; subscriptionId: number | null } }>(
    page,
    'mutation($s: SubscriptionInput!) { saveSubscription(subscription: $s) { error errorText subscriptionId } }',
    { s: { name: 'Sjätte' } },
  );
  expect(refused.saveSubscription).toEqual({ error: true, errorText: 'Man kan inte ha fler än fem samtidiga bevakningar.', subscriptionId: null });

  // Delete one: a confirmation first; cancelling keeps it.
  const third = page.getByRole('article', { name: 'Bevakning 3' });
  await third.getByRole('button', { name: 'Ta bort' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ta bort bevakningen?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(third.getByRole('button', { name: 'Ta bort' })).toBeFocused();

  await third.getByRole('button', { name: 'Ta bort' }).click();
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(toast(page, 'Bevakningen är borttagen')).toBeVisible();
  await expect(third).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: 'Dina bevakningar' })).toBeFocused();

  // Room again for a new one; an unknown search in the address says so.
  await page.getByRole('button', { name: 'Ny bevakning' }).click();
  await expect(page.getByLabel('Namn')).toBeVisible();
  await page.goto('/mypages/app/profile/subscriptions/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Bevakningen finns inte.' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
});
