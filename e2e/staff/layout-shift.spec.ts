// No layout shift in the back office (issue 9's check on issue 13's pages): every page is opened in a fresh document
// as an administrator (who sees every area and every section), its loading states are waited out — no skeleton, no
// spinner, no applicant's criteria still being judged — and the cumulative layout shift since the first paint must
// stay within the budget (e2e/support/cls.ts, which holds the staff API's replies too until the page has painted).
// Pages reached from a list are opened by the list's own first link, so the check follows the seeded data.
import { expect, test, type Page } from '@playwright/test';
import { expectLayoutShiftAtMost, trackLayoutShift } from '../support/cls';
import { ADMIN_APP, loginAsStaff, logoutStaff } from './support';

const loginHeading = { level: 1, name: 'Logga in i handläggningen' } as const;

// A tall window: layout shift counts only what moves in view, and a page's lower part (the pipeline's rows start below
// a laptop's fold) must not move either.
test.use({ viewport: { width: 1280, height: 2000 } });

/** What every loading state of the back office looks like; none may be left when a page counts as shown. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.locator('.skeleton, .spinner')).toHaveCount(0);
  await expect(page.getByText('Bedöms…')).toHaveCount(0);
}

/** Opens `path` (under the back office, or a link's own href) in a new document and checks it once all is shown. */
async function expectSteady(page: Page, path: string, heading: string | RegExp, shown?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path.startsWith(ADMIN_APP) ? path : `${ADMIN_APP}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await shown?.(page);
  await expectLoaded(page);
  await expectLayoutShiftAtMost(page);
}

/** The address of the first link of the page whose address starts with `prefix` (a list's first item). */
async function firstLink(page: Page, prefix: string, except?: RegExp): Promise<string> {
  const hrefs = await page.locator(`main a[href^="${ADMIN_APP}${prefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => !except?.test(h));
  if (!href) throw new Error(`no link to ${prefix} on ${page.url()}`);
  return href;
}

test('the login page does not shift while its forms load, and after a logout focus is on its heading', async ({ page }) => {
  await trackLayoutShift(page);
  await page.goto(`${ADMIN_APP}/`);
  await expect(page.getByRole('heading', loginHeading)).toBeVisible();
  await expect(page.getByLabel('E-postadress')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Logga in med BankID' })).toBeVisible();
  await expectLoaded(page);
  await expectLayoutShiftAtMost(page);

  await loginAsStaff(page, 'admin');
  await logoutStaff(page);
  await expect(page.getByRole('heading', loginHeading)).toBeFocused();
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await trackLayoutShift(page);
    await loginAsStaff(page, 'admin');
  });

  test('the inbox and a review item do not shift while their data arrives', async ({ page }) => {
    await expectSteady(page, '/', 'Att granska');
    await expectSteady(page, await firstLink(page, '/granska/'), /\S/);
  });

  test('the applicant search and an applicant card do not shift while the results and the card arrive', async ({ page }) => {
    await expectSteady(page, '/sokande', 'Sök sökande');
    await page.getByLabel('Namn, e-postadress eller personnummer').fill('Andersson');
    await page.getByRole('button', { name: 'Sök' }).click();
    await expect(page.locator(`main a[href^="${ADMIN_APP}/sokande/"]`).first()).toBeVisible();
    await expectLoaded(page);
    await expectLayoutShiftAtMost(page);
    await expectSteady(page, await firstLink(page, '/sokande/'), /\S/);
  });

  test('the audit log does not shift while its rows arrive', async ({ page }) => {
    await expectSteady(page, '/logg', 'Logg', async (p) => {
      await expect(p.getByRole('table').first()).toBeVisible();
    });
  });

  test('the listings and a listing’s editor do not shift while their data arrives', async ({ page }) => {
    await expectSteady(page, '/bostader', 'Bostäder', async (p) => {
      await expect(p.getByRole('table').first()).toBeVisible();
    });
    await expectSteady(page, await firstLink(page, '/bostader/', /\/bostader\/ny$/), /\S/, async (p) => {
      await expect(p.getByLabel('Gatuadress')).not.toHaveValue('');
    });
  });

  test('the brokerage list and a home’s pipeline do not shift, the criteria cells included', async ({ page }) => {
    await expectSteady(page, '/formedling', 'Förmedling', async (p) => {
      await expect(p.getByRole('table').first()).toBeVisible();
    });
    // The home with the most registrations: the most rows whose criteria cells fill in after the rows are shown.
    const homes = await page.locator('main table tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({ href: row.querySelector('a')?.getAttribute('href') ?? '', registrations: Number.parseInt((row as HTMLTableRowElement).cells[3]?.textContent ?? '0', 10) })),
    );
    const busiest = homes.sort((a, b) => b.registrations - a.registrations)[0];
    if (!busiest?.href) throw new Error('no home with registrations in the brokerage list');
    await expectSteady(page, busiest.href, /\S/, async (p) => {
      await expect(p.getByRole('table').first().getByRole('row').nth(2)).toBeVisible();
    });
  });

  test('the tools do not shift while the sandboxes, jobs, message, menu and footer arrive', async ({ page }) => {
    await expectSteady(page, '/verktyg', 'Verktyg', async (p) => {
      await expect(p.getByRole('heading', { level: 2, name: 'Jobb' })).toBeVisible();
    });
  });

  test('the staff accounts do not shift while the accounts arrive', async ({ page }) => {
    await expectSteady(page, '/personal', 'Personal', async (p) => {
      await expect(p.getByRole('table').first()).toBeVisible();
    });
  });
});
