// A logged-in browser context without logging in again in every test: one login per spec file (in beforeAll) through
// the login form, so the browser keeps what the app keeps after a login (the session cookie, the CSRF cookie and the
// remembered login in localStorage); each test opens its pages in a context of the project's settings that carries it.
import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { expectLoggedIn, loginThroughForm } from './actions';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A context with the test's project settings (viewport, device, locale), with the given storage state if any. */
export async function contextWith(browser: Browser, testInfo: TestInfo, storageState?: StorageState): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState });
}

/** Logs in through the login form in a context of its own and returns what the browser then keeps. */
export async function loginState(browser: Browser, testInfo: TestInfo, username: string, password: string): Promise<StorageState> {
  const context = await contextWith(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto('/mypages/app/login');
    await loginThroughForm(page, username, password);
    await expectLoggedIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
