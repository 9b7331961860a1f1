import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The flags every Chromium of the project runs with (journeys, benchmarks): no sandbox, no GPU, no network of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/** The narrowest phone the shop is laid out for: no page may scroll sideways at this width. */
export const NARROWEST_PHONE = { width: 360, height: 740 } as const;

const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots');
const failuresDir = path.resolve(import.meta.dirname, '../failures');

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium is missing: sudo apt-get update && sudo apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** One shopper: their own browser context (cookies, storage), a page, and what its console said. */
export type Shopper = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  consoleErrors: string[];
  consoleLog: string[];
  /**
   * Saves the current page at 390×844 and 1366×768 under test/e2e/screenshots/<journey>/, and fails
   * when it is wider than the screen at 360 px.
   */
  snap(name: string): Promise<void>;
  /** A second tab of the same browser; like the first, its loads return once the page is hydrated. */
  newTab(): Promise<Page>;
  close(): Promise<void>;
};

/**
 * A server-rendered page shows before React has taken it over, and a click before then is lost:
 * every load a journey makes (goto, reload) returns once the shop says it is hydrated.
 */
function waitForHydrationOnEveryLoad(page: Page): void {
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export async function newShopper(browser: Browser, baseURL: string, journey: string): Promise<Shopper> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.desktop, locale: 'sr-Latn-RS' });
  const page = await context.newPage();
  waitForHydrationOnEveryLoad(page);
  const consoleErrors: string[] = [];
  const consoleLog: string[] = [];
  page.on('console', (message) => {
    consoleLog.push(`[${message.type()}] ${message.text()}`);
    // Chromium logs every 404 answer as an error; the shop answers unknown pages and products with
    // 404 on purpose (the not-found screens), so those are not the journeys' failures.
    const notFound = message
      .text()
      .startsWith('Failed to load resource: the server responded with a status of 404');
    if (message.type() === 'error' && !notFound) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    consoleLog.push(`[pageerror] ${error.message}`);
    consoleErrors.push(error.message);
  });
  let shot = 0;
  // Each run leaves only its own screenshots of this journey.
  rmSync(path.join(screenshotsDir, journey), { recursive: true, force: true });
  return {
    context,
    page,
    consoleErrors,
    consoleLog,
    async snap(name) {
      const dir = path.join(screenshotsDir, journey);
      mkdirSync(dir, { recursive: true });
      shot += 1;
      const base = `${String(shot).padStart(2, '0')}-${name}`;
      const original = page.viewportSize();
      for (const [label, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(dir, `${base}-${label}.png`), fullPage: true });
      }
      await page.setViewportSize(NARROWEST_PHONE);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (original) await page.setViewportSize(original);
      if (width > NARROWEST_PHONE.width)
        throw new Error(`${name}: the page is ${width} px wide on a ${NARROWEST_PHONE.width} px screen`);
    },
    async newTab() {
      const tab = await context.newPage();
      waitForHydrationOnEveryLoad(tab);
      return tab;
    },
    close: () => context.close(),
  };
}

/** On a failed journey: keeps the page's screenshot and console under test/e2e/failures/. */
export async function keepFailure(shopper: Shopper, journey: string): Promise<void> {
  mkdirSync(failuresDir, { recursive: true });
  const base = path.join(failuresDir, journey.replace(/\W+/g, '-'));
  await shopper.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
  writeFileSync(`${base}.console.txt`, `${shopper.page.url()}\n${shopper.consoleLog.join('\n')}\n`);
}
