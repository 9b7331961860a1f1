import { BULKY_SHIPPING_PRICE } from './money';
import { addDays, belgradeDateOf, belgradeHourOf, dayParts } from './belgrade-calendar';
import { formatDayAndMonth } from './format-date';
import { isWorkingDay } from './serbian-holidays';

/**
 * When an order arrives. The warehouse ships on working days (Monday to Friday, not a public
 * holiday, ./serbian-holidays.ts): an order placed on a working day before 14:00 Belgrade time
 * leaves the same day, a later one the next working day. The courier then delivers in 1 to 3
 * working days, bulky goods (a fridge, a washing machine: the 1490 dinar delivery to the door,
 * by appointment) in 2 to 5.
 */
export const ORDER_CUTOFF_HOUR = 14;
export const DELIVERY_WORKING_DAYS = { standard: { from: 1, to: 3 }, bulky: { from: 2, to: 5 } } as const;
export type DeliveryKind = keyof typeof DELIVERY_WORKING_DAYS;

/** Bulky when a product (or any line of an order) ships at the bulky price. */
export const deliveryKindOf = (shippingPrices: readonly number[]): DeliveryKind =>
  shippingPrices.includes(BULKY_SHIPPING_PRICE) ? 'bulky' : 'standard';

export type DeliveryEstimate = {
  /** The day the parcel leaves, "YYYY-MM-DD". */
  ships: string;
  /** The first and the last day it may arrive, "YYYY-MM-DD". */
  from: string;
  to: string;
  /** "Isporuka: od 1. do 3. decembra". */
  text: string;
};

function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

function workingDaysAfter(date: string, count: number): string {
  let day = date;
  for (let step = 0; step < count; step++) day = nextWorkingDay(day);
  return day;
}

/** "od 1. do 3. decembra", or across months "od 30. decembra do 4. januara". */
export function deliveryRangeText(from: string, to: string): string {
  if (from === to) return formatDayAndMonth(to);
  const [fromParts, toParts] = [dayParts(from), dayParts(to)];
  const sameMonth = fromParts.year === toParts.year && fromParts.month === toParts.month;
  return `od ${sameMonth ? `${fromParts.day}.` : formatDayAndMonth(from)} do ${formatDayAndMonth(to)}`;
}

/** The delivery estimate of an order placed at `now` (an instant; the shop's clock is Belgrade's). */
export function deliveryEstimate(now: Date, kind: DeliveryKind = 'standard'): DeliveryEstimate {
  const today = belgradeDateOf(now);
  const ships =
    isWorkingDay(today) && belgradeHourOf(now) < ORDER_CUTOFF_HOUR ? today : nextWorkingDay(today);
  const days = DELIVERY_WORKING_DAYS[kind];
  const from = workingDaysAfter(ships, days.from);
  const to = workingDaysAfter(ships, days.to);
  return { ships, from, to, text: `Isporuka: ${deliveryRangeText(from, to)}` };
}
