// Cumulative layout shift of a page, measured in the browser: a PerformanceObserver on 'layout-shift' entries
// (buffered, so shifts before the observer ran count too), installed before any page script runs. Shifts right after
// user input (hadRecentInput) do not count, as in the Core Web Vitals definition. Each entry keeps what moved, so a
// failing check says which element to fix. Layout shift does not depend on the machine's speed: this is a test.
//
// Use: `await trackLayoutShift(page)` before the first goto, then after the page and its data are shown
// `await expectLayoutShiftAtMost(page, 0.02)` (or read `layoutShift(page)`); `resetLayoutShift(page)` starts a new sum
// within the same document (after a client-side navigation).
import { expect, type Page } from '@playwright/test';

/** The budget of the whole suite: a good score in Core Web Vitals is ≤ 0.1; we allow a fifth of that. */
export const CLS_BUDGET = 0.02;

export interface ShiftSource {
  /** A short CSS-like description of the element that moved. */
  node: string;
  from: string;
  to: string;
}

export interface LayoutShiftEntry {
  value: number;
  sources: ShiftSource[];
}

export interface LayoutShiftReport {
  sum: number;
  entries: LayoutShiftEntry[];
}

interface ClsStore {
  entries: LayoutShiftEntry[];
  observer: PerformanceObserver;
  record: (list: PerformanceEntryList) => void;
}

declare global {
  interface Window {
    __cls?: ClsStore;
  }
}

/**
 * Installs the observer in every document the page opens from now on, and holds every API reply (the applicants' and
 * the back office's) until the page has painted twice since it was asked for: on this machine data could otherwise
 * arrive before the first paint and hide a loading state that a phone on a slow network shows. Frames, not time:
 * deterministic. (Static files are not held: the stylesheet blocks the first paint, so holding it for a frame would
 * never end.)
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.route(/\/(mypages|staff)\/api(\/|\?|$)/, async (route) => {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))).catch(() => undefined);
    await route.fallback();
  });
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(removed)';
      if (!(node instanceof Element)) return node.nodeName.toLowerCase();
      const id = node.id ? `#${node.id}` : '';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      const parent = node.parentElement ? `${describe(node.parentElement).split(' > ').at(-1)} > ` : '';
      return `${parent}${node.tagName.toLowerCase()}${id}${classes}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const entries: LayoutShiftEntry[] = [];
    const record = (list: PerformanceEntryList) => {
      for (const entry of list as Shift[]) {
        if (entry.hadRecentInput) continue;
        entries.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__cls = { entries, observer, record };
  });
}

/** The shifts so far: waits for two frames so the last rendering is measured, then takes pending records. */
export async function layoutShift(page: Page): Promise<LayoutShiftReport> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const store = window.__cls;
    if (!store) throw new Error('trackLayoutShift(page) was not called before the page was opened');
    store.record(store.observer.takeRecords());
    return { sum: store.entries.reduce((sum, e) => sum + e.value, 0), entries: store.entries };
  });
}

/** Starts a new sum in the current document (for example after a client-side navigation). */
export async function resetLayoutShift(page: Page): Promise<void> {
  await layoutShift(page);
  await page.evaluate(() => {
    window.__cls?.entries.splice(0);
  });
}

/** Fails with the list of what moved when the page's layout shift is above the budget. */
export async function expectLayoutShiftAtMost(page: Page, budget = CLS_BUDGET): Promise<void> {
  const report = await layoutShift(page);
  const detail = report.entries.map((e) => `${e.value.toFixed(4)}: ${e.sources.map((s) => `${s.node} ${s.from} → ${s.to}`).join('; ')}`).join('\n');
  expect(report.sum, `layout shift on ${page.url()}:\n${detail}`).toBeLessThanOrEqual(budget);
}
