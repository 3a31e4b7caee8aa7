// Every page visited gets an axe check against WCAG 2.0/2.1 A and AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // analyze() finishes its run in a blank page of its own and closes it; the page under test can be left a background
  // tab, whose animation frames Chromium stops, and the next click then waits for "stable" until the test times out
  // (seen once in CI: the co-applicant registration's "Logga in"). Make it the front tab again.
  await page.bringToFront();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
