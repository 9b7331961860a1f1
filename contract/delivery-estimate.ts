import { GENITIVE_MONTHS } from './format-date';
import { BULKY_SHIPPING_PRICE } from './money';
import { addDays, type CivilDate, isoOf, isWorkingDay } from './serbian-holidays';

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

const belgrade = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The Belgrade date and hour of an instant. */
function belgradeClock(now: Date): CivilDate & { hour: number } {
  const parts = Object.fromEntries(belgrade.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
  };
}

function nextWorkingDay(date: CivilDate): CivilDate {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

function workingDaysAfter(date: CivilDate, count: number): CivilDate {
  let day = date;
  for (let step = 0; step < count; step++) day = nextWorkingDay(day);
  return day;
}

/** "od 1. do 3. decembra", or across months "od 30. decembra do 4. januara". */
export function deliveryRangeText(from: CivilDate, to: CivilDate): string {
  const month = (date: CivilDate) => GENITIVE_MONTHS[date.month - 1]!;
  if (from.year === to.year && from.month === to.month) {
    return from.day === to.day ? `${from.day}. ${month(to)}` : `od ${from.day}. do ${to.day}. ${month(to)}`;
  }
  return `od ${from.day}. ${month(from)} do ${to.day}. ${month(to)}`;
}

/** The delivery estimate of an order placed at `now` (an instant; the shop's clock is Belgrade's). */
export function deliveryEstimate(now: Date, kind: DeliveryKind = 'standard'): DeliveryEstimate {
  const clock = belgradeClock(now);
  const today: CivilDate = { year: clock.year, month: clock.month, day: clock.day };
  const ships = isWorkingDay(today) && clock.hour < ORDER_CUTOFF_HOUR ? today : nextWorkingDay(today);
  const days = DELIVERY_WORKING_DAYS[kind];
  const from = workingDaysAfter(ships, days.from);
  const to = workingDaysAfter(ships, days.to);
  return {
    ships: isoOf(ships),
    from: isoOf(from),
    to: isoOf(to),
    text: `Isporuka: ${deliveryRangeText(from, to)}`,
  };
}
