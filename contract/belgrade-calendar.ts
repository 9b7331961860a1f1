/**
 * The shop's calendar: Belgrade calendar days, written `YYYY-MM-DD` as the contract, the database and
 * the pages carry them. Such days sort and compare as strings (`today <= lastDay`). Day arithmetic
 * counts in UTC, where no day is 23 or 25 hours long, so a clock change never moves a date.
 */

const belgradeClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

const partsOfInstant = (instant: Date) =>
  Object.fromEntries(belgradeClock.formatToParts(instant).map((part) => [part.type, part.value]));

/** The calendar day in Belgrade of an instant: `belgradeDateOf(now)` is today in Belgrade. */
export function belgradeDateOf(instant: Date): string {
  const parts = partsOfInstant(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The hour (0–23) on Belgrade's clock at an instant. */
export const belgradeHourOf = (instant: Date): number => Number(partsOfInstant(instant).hour);

/** The year, month (1–12) and day of the month of a `YYYY-MM-DD` day. */
export function dayParts(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

/** The `YYYY-MM-DD` day of a year, month (1–12) and day of the month; days past the month's end carry over. */
export const dayOf = (year: number, month: number, date: number): string =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** A day plus some days (minus when negative). */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = dayParts(day);
  return dayOf(year, month, date + days);
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
