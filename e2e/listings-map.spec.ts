// The map view of vacant homes: its engine loads only when asked for, it draws every home that matches from the light
// points query (read back from the map itself after it goes idle), a marker opens its home, a cluster zooms in, and a
// failed map says so in Swedish.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAP_LOAD_FAILED_TEXT } from '../src/rules/listings';
import { expectAccessible } from './support/axe';

const LIST_PAGE = '/mypages/app/lediga-bostader';
const MAP_LABEL = 'Karta över lediga bostäder';
/** The lazily loaded engine chunks and their assets (maplibre-gl, its worker and CSS, or the Mapbox ones). */
const MAP_CHUNK = /\/assets\/(MaplibreMap|maplibre-gl|MapboxMap|mapbox-gl)[^/]*$/i;

function watchMapChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (MAP_CHUNK.test(path)) seen.push(path);
  });
  return seen;
}

/** The names of the GraphQL operations the page sends. */
function watchOperations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/mypages/api') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) seen.push(body.operationName);
  });
  return seen;
}

async function openListPage(page: Page) {
  await page.goto(LIST_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga bostäder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  // The homes are there (the list shows them) before anything about the map is judged.
  await expect(page.locator('a[href*="/rental-object/"]').first()).toBeVisible();
}

async function showMap(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Karta' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return page.getByRole('region', { name: MAP_LABEL });
}

const numberAttr = async (locator: Locator, name: string) => {
  const value = await locator.getAttribute(name);
  return value === null ? null : Number(value);
};

test('the map engine loads only when the map is shown, and draws the homes', async ({ page }) => {
  const mapChunks = watchMapChunks(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // (SwiftShader's 'GPU stall due to ReadPixels' performance warnings are not problems.)
    if (/Content Security Policy|Refused to/i.test(text) || (message.type() === 'error' && /worker|maplibre|webgl|kartan/i.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const operations = watchOperations(page);
  await openListPage(page);
  await page.waitForLoadState('networkidle');
  expect(mapChunks, 'map code requested before the map was shown').toEqual([]);
  expect(operations).not.toContain('getRentalObjectPoints');
  const total = Number(((await page.getByRole('status').filter({ hasText: /lediga bostäder$/ }).textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(100);

  const region = await showMap(page);
  await expect(region).toHaveAttribute('data-map-state', 'loaded', { timeout: 30_000 });
  await expect.poll(() => numberAttr(region, 'data-rendered-markers'), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(region.locator('canvas')).toBeVisible();
  // Every home that matches is on the map (not only the list's first page), from the light points query.
  await expect(region).toContainText(`Kartan visar ${total} bostäder. Samma bostäder finns i listvyn.`);
  expect(operations).toContain('getRentalObjectPoints');
  // The watcher does see the engine once it is wanted (so the empty list above means something), and only MapLibre.
  expect(mapChunks.some((p) => /MaplibreMap/.test(p))).toBe(true);
  expect(mapChunks.filter((p) => /mapbox/i.test(p))).toEqual([]);
  await expect(region.getByRole('alert')).toHaveCount(0);
  expect(problems, 'CSP, worker or WebGL trouble in the console').toEqual([]);
  await expectAccessible(page);
});

test('the map canvas is no keyboard trap', async ({ page }) => {
  await openListPage(page);
  const region = await showMap(page);
  await expect(region).toHaveAttribute('data-map-state', 'loaded', { timeout: 30_000 });
  const canvas = region.locator('canvas');
  await canvas.focus();
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(canvas).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(canvas).not.toBeFocused();
});

test('clusters zoom in when chosen, and a single marker opens its home', async ({ page }) => {
  await openListPage(page);
  const region = await showMap(page);
  await expect(region).toHaveAttribute('data-map-state', 'loaded', { timeout: 30_000 });
  await expect.poll(() => numberAttr(region, 'data-drawn'), { timeout: 30_000 }).toBeGreaterThan(0);
  const canvas = region.locator('canvas');

  // Zoom into clusters until a single marker is on top somewhere in view. The attributes come from the map's 'idle'
  // event, which fires only once the camera has stopped, so a higher zoom means the zoom-in has finished.
  for (let step = 0; step < 8 && (await region.getAttribute('data-marker-id')) === null; step++) {
    const x = await numberAttr(region, 'data-cluster-x');
    const y = await numberAttr(region, 'data-cluster-y');
    expect(x, 'neither a single marker nor a cluster to choose').not.toBeNull();
    const zoom = (await numberAttr(region, 'data-zoom'))!;
    await canvas.click({ position: { x: x!, y: y! } });
    await expect.poll(() => numberAttr(region, 'data-zoom'), { timeout: 15_000, message: 'a cluster zooms in' }).toBeGreaterThan(zoom);
  }
  const id = await region.getAttribute('data-marker-id');
  expect(id).toMatch(/^RO\d+$/);
  const x = (await numberAttr(region, 'data-marker-x'))!;
  const y = (await numberAttr(region, 'data-marker-y'))!;
  await canvas.click({ position: { x, y } });
  await expect(page).toHaveURL(new RegExp(`/mypages/app/rental-object/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the map cannot load it says so, and the list is still there', async ({ page }) => {
  await page.route('**/mypages/api/map/style.json', (route) => route.abort());
  await openListPage(page);
  const region = await showMap(page);
  await expect(region.getByRole('alert')).toContainText(MAP_LOAD_FAILED_TEXT, { timeout: 30_000 });
  await expect(region.locator('canvas')).toHaveCount(0);
  await expect(region).not.toHaveAttribute('data-rendered-markers');
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.locator('a[href*="/rental-object/"]').first()).toBeVisible();
  const again = await showMap(page);
  await expect(again.getByRole('alert')).toContainText(MAP_LOAD_FAILED_TEXT, { timeout: 30_000 });
  await expectAccessible(page);
});
