// The detail page of a vacant home and its digital viewing (spec 001 §2, §8): facts and gallery, the expired
// notice without an interest button, the estimated queue place after logging in, and the digital viewing's
// login requirement, access and refusal. Homes are picked from the seed through the public GraphQL list; the demo
// applicant Anna is only read, so both projects can use her.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, loginThroughForm } from './support/actions';
import { expectAccessible } from './support/axe';
import { allPublishedHomes } from './support/listings';

interface Home {
  rentalObjectId: string;
  street: string;
  applicationTimeExpired: boolean;
  isOpenForApplication: boolean;
  hasDigitalShowing: boolean;
  canCalculateQueueplace: boolean;
}

const EXPIRED_TEXT = 'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.';
const DIGITAL_EXPIRED_REASON = 'Den digitala visningen är stängd eftersom tiden för intresseanmälan har gått ut.';
const anna = demo.payingApplicant;

const homes = (request: APIRequestContext) =>
  allPublishedHomes<Home>(request, 'rentalObjectId street applicationTimeExpired isOpenForApplication hasDigitalShowing canCalculateQueueplace');

function pick(list: Home[], wanted: (h: Home) => boolean, what: string): Home {
  const found = list.find(wanted);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

const detailPath = (h: Home) => `/mypages/app/rental-object/${h.rentalObjectId}`;
const liveText = (page: Page) => page.locator('.gallery__position[aria-live="polite"]');
const mainImage = (page: Page) => page.locator('.gallery__image');

let all: Home[];
test.beforeAll(async ({ request }) => {
  all = await homes(request);
  expect(all.length).toBeGreaterThan(100);
});

test('the detail page shows the address, rent, facts and a working gallery', async ({ page }) => {
  const home = pick(all, (h) => !h.applicationTimeExpired && h.isOpenForApplication, 'open home');
  await page.goto(detailPath(home));
  await expect(page.getByRole('heading', { level: 1, name: home.street })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${home.street} \\|`));
  const facts = page.getByRole('region', { name: 'Fakta om bostaden' });
  await expect(facts.locator('dt', { hasText: /^Hyra$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d[\d ]* kr\/mån$/);
  for (const term of ['Boarea', 'Antal rum', 'Sista anmälningsdag', 'Hyresvärd', 'Kontraktstyp', 'Balkong/uteplats', 'Hiss', 'Objektnummer', 'Lägenhetsnummer', 'Visning', 'Antal intresseanmälningar']) {
    await expect(facts.locator('dt', { hasText: new RegExp(`^${term.replace('/', '\\/')}$`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Allmänna krav' })).toBeVisible();
  await expect(page.getByText(EXPIRED_TEXT)).toHaveCount(0);

  // The gallery: the primary image first; next changes the live text and the image with its alt text.
  await expect(liveText(page)).toHaveText(/^Bild 1 av \d+$/);
  const total = (await liveText(page).textContent())!.replace(/^Bild 1 av /, '');
  const firstAlt = await mainImage(page).getAttribute('alt');
  expect(firstAlt).toMatch(/^Fasad, /);
  await expect(mainImage(page)).toHaveJSProperty('complete', true);
  expect(await mainImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Nästa bild' }).click();
  await expect(liveText(page)).toHaveText(`Bild 2 av ${total}`);
  await expect(mainImage(page)).not.toHaveAttribute('alt', firstAlt!);
  const secondAlt = (await mainImage(page).getAttribute('alt'))!;
  await expect(page.getByRole('button', { name: `Visa bild 2: ${secondAlt}` })).toHaveAttribute('aria-current', 'true');
  // A floor plan from the thumbnails.
  await page.getByRole('button', { name: /^Visa bild \d+: Planritning/ }).click();
  await expect(mainImage(page)).toHaveAttribute('alt', /^Planritning/);
  await expect(page.getByRole('link', { name: 'Tillbaka till lediga bostäder' })).toHaveAttribute('href', '/mypages/app/lediga-bostader');
  await expectAccessible(page);
});

test('an expired home says so in the exact words and offers no interest button', async ({ page }) => {
  const home = pick(all, (h) => h.applicationTimeExpired, 'expired home');
  await page.goto(detailPath(home));
  await expect(page.getByRole('heading', { level: 1, name: home.street })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: EXPIRED_TEXT })).toHaveText(EXPIRED_TEXT);
  await expect(page.getByRole('button', { name: /intresse/i })).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown home shows the server text and the way to the list', async ({ page }) => {
  await page.goto('/mypages/app/rental-object/RO99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Bostaden finns inte' })).toBeVisible();
  // (The toast region is an alert too, empty.)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Bostaden finns inte eller är inte publicerad.');
  await expect(page).toHaveTitle(/^Bostaden finns inte \|/);
  await expect(page.getByRole('link', { name: 'Till lediga bostäder' })).toBeVisible();
});

test('after logging in from the detail page the estimated queue place shows with a number', async ({ page }) => {
  const home = pick(all, (h) => h.canCalculateQueueplace && !h.applicationTimeExpired, 'home brokered by queue time');
  await page.goto(detailPath(home));
  await page.getByRole('link', { name: 'Logga in för att se din beräknade köplats' }).click();
  await expect(page).toHaveURL(/\/mypages\/app\/login\?returnUrl=/);
  await loginThroughForm(page, anna.email, anna.password);
  await expect(page).toHaveURL(new RegExp(`${detailPath(home)}$`));
  const place = page.getByRole('region', { name: 'Din köplats' });
  await expect(place).toContainText(/Din (beräknade )?köplats: plats [\d ]+ av [\d ]+ \(din kötid började \d{4}-\d{2}-\d{2}\)/);
  await expect(page.getByRole('link', { name: 'Logga in för att se din beräknade köplats' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the digital viewing needs login, shows the viewing with access and the reason without', async ({ page }) => {
  const open = pick(all, (h) => h.hasDigitalShowing && !h.applicationTimeExpired, 'open home with a digital viewing');
  const expired = pick(all, (h) => h.hasDigitalShowing && h.applicationTimeExpired, 'expired home with a digital viewing');

  // From the detail page; anonymous visitors are sent to the login first and come back.
  await page.goto(detailPath(open));
  await page.getByRole('link', { name: 'Digital visning' }).click();
  await expect(page).toHaveURL(/\/mypages\/app\/login\?returnUrl=%2Frental-object%2F[^%]+%2Fdigital-visning$/);
  await loginThroughForm(page, anna.email, anna.password);
  await expect(page).toHaveURL(new RegExp(`${detailPath(open)}/digital-visning$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Digital visning' })).toBeVisible();
  await expect(page.getByText(open.street, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Se den digitala visningen med film och planritning.')).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Bilder från visningen' });
  await expect(gallery.getByRole('heading', { name: 'Visningsbilder' })).toBeVisible();
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', /\S/);
  await expectAccessible(page);

  // Past the last reply date: the server's reason and the way back.
  await page.goto(`${detailPath(expired)}/digital-visning`);
  await expect(page.getByRole('status').filter({ hasText: DIGITAL_EXPIRED_REASON })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bilder från visningen' })).toHaveCount(0);
  await page.getByRole('link', { name: `Tillbaka till ${expired.street}` }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(expired)}$`));
  await expect(page.getByRole('heading', { level: 1, name: expired.street })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: DIGITAL_EXPIRED_REASON })).toBeVisible();
  await expectAccessible(page);
});

test('anonymous visitors opening the digital viewing directly are sent to the login', async ({ page }) => {
  const open = pick(all, (h) => h.hasDigitalShowing && !h.applicationTimeExpired, 'open home with a digital viewing');
  await page.goto(`${detailPath(open)}/digital-visning`);
  await expect(page).toHaveURL(new RegExp(`/mypages/app/login\\?returnUrl=${encodeURIComponent(`/rental-object/${open.rentalObjectId}/digital-visning`)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Digital visning' })).toHaveCount(0);
});
