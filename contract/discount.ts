/**
 * Lawful discounts (Zakon o trgovini čl. 36–37; Pravilnik o isticanju cena, Sl. glasnik 39/2021):
 * a discount has a first and a last day (Belgrade calendar days, both included) at most 31 days
 * apart; outside them the regular price holds. Beside a discount the shop shows the prior price and
 * the lowest price of the 30 days before it began, and a unit price for goods sold by measure.
 * The server (back office, import, the window job in SQL) and the pages share these rules.
 */
import { groupThousands } from './format';
import { countOf } from './plural';

const DAY_FORMS = ['dan', 'dana', 'dana'] as const;

/** The longest discount, in days, its first and last day included. */
export const MAX_DISCOUNT_DAYS = 31;
/** How far back the lowest price before a discount is looked for. */
export const LOWEST_PRICE_DAYS = 30;

/** A scheduled discount: its price (0: none) and its first and last day, `YYYY-MM-DD`. */
export type DiscountWindow = {
  discountPrice: number;
  discountFrom: string | null;
  discountUntil: string | null;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** How many days a discount lasts, its first and last day included. */
export const discountDays = (from: string, until: string): number => dayNumber(until) - dayNumber(from) + 1;

/**
 * What is wrong with a discount for a product of `price`, in Serbian, with the field to fix; null
 * when it may be stored. No discount (price 0) needs no days.
 */
export function discountWindowProblem(
  price: number,
  { discountPrice, discountFrom, discountUntil }: DiscountWindow,
): { field: 'discountPrice' | 'discountFrom' | 'discountUntil'; message: string } | null {
  if (discountPrice === 0) {
    if (discountFrom || discountUntil)
      return { field: 'discountPrice', message: 'Unesite akcijsku cenu ili obrišite datume akcije.' };
    return null;
  }
  if (discountPrice >= price)
    return { field: 'discountPrice', message: 'Akcijska cena mora biti manja od cene.' };
  if (!discountFrom || !isDay(discountFrom))
    return { field: 'discountFrom', message: 'Unesite datum početka akcije.' };
  if (!discountUntil || !isDay(discountUntil))
    return { field: 'discountUntil', message: 'Unesite datum završetka akcije.' };
  if (discountUntil < discountFrom)
    return { field: 'discountUntil', message: 'Akcija ne može da se završi pre nego što počne.' };
  if (discountDays(discountFrom, discountUntil) > MAX_DISCOUNT_DAYS)
    return {
      field: 'discountUntil',
      message: `Akcija može trajati najviše ${countOf(MAX_DISCOUNT_DAYS, DAY_FORMS)}.`,
    };
  return null;
}

/** The discount price in effect on `today` (`YYYY-MM-DD`, Belgrade): the scheduled one on its days, else 0. */
export function effectiveDiscountPrice(window: DiscountWindow, today: string): number {
  const { discountPrice, discountFrom, discountUntil } = window;
  if (discountPrice <= 0 || !discountFrom || !discountUntil) return 0;
  return discountFrom <= today && today <= discountUntil ? discountPrice : 0;
}

/** One row of a product's price history: what a shopper paid from `changedAt` on. */
export type PriceChange = { changedAt: string; payPrice: number };

/**
 * The lowest price a shopper paid during the `days` days before `before` (the instant a discount
 * began): the price in effect when that span opened and every later one up to `before`. Null
 * when the history holds nothing before `before`.
 */
export function lowestPriceBefore(
  history: readonly PriceChange[],
  before: Date,
  days: number = LOWEST_PRICE_DAYS,
): number | null {
  const end = before.getTime();
  const start = end - days * DAY_MS;
  const earlier = [...history]
    .map((change) => ({ at: Date.parse(change.changedAt), payPrice: change.payPrice }))
    .filter((change) => change.at < end)
    .sort((a, b) => a.at - b.at);
  if (earlier.length === 0) return null;
  let openingIndex = 0;
  earlier.forEach((change, index) => {
    if (change.at <= start) openingIndex = index;
  });
  return Math.min(...earlier.slice(openingIndex).map((change) => change.payPrice));
}

export const netUnits = ['kg', 'l', 'm', 'kom'] as const;
export type NetUnit = (typeof netUnits)[number];

/** A product's net quantity in its unit: 5 kg, 0.25 kg (250 g), 25 m. */
export type NetQuantity = { netQuantity: number | null; netUnit: NetUnit | null };

/**
 * The unit price of a product sold by measure, as the Pravilnik asks: the pay price per kilogram,
 * litre, metre or piece, to the para, "129,90 din/kg". Null without a net quantity.
 */
export function formatUnitPrice(payPrice: number, { netQuantity, netUnit }: NetQuantity): string | null {
  if (!netQuantity || netQuantity <= 0 || !netUnit) return null;
  const paras = Math.round((payPrice / netQuantity) * 100);
  const para = String(paras % 100).padStart(2, '0');
  return `${groupThousands(Math.trunc(paras / 100))},${para}\u00a0din/${netUnit}`;
}
