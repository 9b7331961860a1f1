import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const result = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = result!.lhr.audits;
console.log(
  'score',
  result!.lhr.categories.performance!.score,
  'fcp',
  a['first-contentful-paint']!.numericValue,
  'lcp',
  a['largest-contentful-paint']!.numericValue,
  'tbt',
  a['total-blocking-time']!.numericValue,
);
console.log(
  JSON.stringify(
    (a['largest-contentful-paint-element'] as any).details?.items
      ?.flatMap((i: any) => i.items ?? i)
      .slice(0, 6),
    null,
    0,
  ).slice(0, 1500),
);
console.log(
  'render-blocking',
  JSON.stringify(
    (a['render-blocking-resources'] as any)?.details?.items?.map((i: any) => [i.url, i.wastedMs]),
  ),
);
console.log(
  'requests',
  JSON.stringify(
    (a['network-requests'] as any).details.items
      .map((i: any) => [
        i.url.replace(/^https?:\/\/[^/]+/, ''),
        i.transferSize,
        Math.round(i.networkEndTime - i.networkRequestTime),
      ])
      .slice(0, 30),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(
    (a['mainthread-work-breakdown'] as any).details.items.map((i: any) => [i.group, Math.round(i.duration)]),
  ),
);
console.log(
  'bootup',
  JSON.stringify(
    (a['bootup-time'] as any).details.items.map((i: any) => [
      i.url.replace(/^https?:\/\/[^/]+/, ''),
      Math.round(i.total),
      Math.round(i.scripting),
    ]),
  ),
);
console.log(
  'long tasks',
  JSON.stringify(
    (a['long-tasks'] as any)?.details?.items?.map((i: any) => [
      i.url?.replace(/^https?:\/\/[^/]+/, ''),
      Math.round(i.duration),
      Math.round(i.startTime),
    ]),
  ),
);
chrome.kill();
