import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepFailure, launchChromium, newShopper, type Shopper } from './browser';
import { type ShopServer, startShop } from './shop-server';

export type JourneyWorld = {
  shop: ShopServer;
  /** A new shopper with their own cookies and storage; closed after the journey. */
  shopper(): Promise<Shopper>;
};

/**
 * The journeys of one file share one running shop and one Chromium; each journey makes its own
 * shoppers, so journeys stay independent. A failed journey keeps each shopper's screenshot and console.
 */
/**
 * What the browser said about taking over a server-rendered page: React's recoverable errors
 * (src/app/start-shop.tsx logs them as "Hydration:") and its mismatch warnings.
 */
export const hydrationErrors = (shopper: Shopper) =>
  shopper.consoleLog.filter((line) => /hydrat/i.test(line));

export function describeJourneys(serverEnv: Record<string, string> = {}) {
  let shop: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(serverEnv), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  return function journey(name: string, run: (world: JourneyWorld) => Promise<void>) {
    it(name, async () => {
      const shoppers: Shopper[] = [];
      const slug = name
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()
        .slice(0, 60);
      try {
        await run({
          shop,
          shopper: async () => {
            const shopper = await newShopper(
              browser,
              shop.url,
              `${slug}${shoppers.length ? `-${shoppers.length + 1}` : ''}`,
            );
            shoppers.push(shopper);
            return shopper;
          },
        });
        // Every journey, whatever else it allows: a page the server rendered hydrates cleanly.
        for (const shopper of shoppers) expect(hydrationErrors(shopper)).toEqual([]);
      } catch (error) {
        for (const [index, shopper] of shoppers.entries()) await keepFailure(shopper, `${slug}-${index + 1}`);
        // The server's own warnings and errors (a crash, a refused start) say why a page went away.
        if (shop.log()) console.log(`\nshop server log (${slug}):\n${shop.log().slice(-4000)}`);
        throw error;
      } finally {
        for (const shopper of shoppers) await shopper.close();
      }
    });
  };
}
