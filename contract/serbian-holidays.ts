/**
 * Serbia's public holidays when nobody works (Zakon o državnim i drugim praznicima u Republici
 * Srbiji): the state holidays Nova godina (1–2 Jan), Sretenje (15–16 Feb), Praznik rada (1–2 May)
 * and Dan primirja (11 Nov); and Božić (7 Jan) and the Easter days from Veliki petak to Vaskršnji
 * ponedeljak by the Orthodox calendar. When a state holiday's date falls on a Sunday, the first
 * working day after it is off too (čl. 3); Božić and Easter do not move. Dates are civil dates,
 * "YYYY-MM-DD", with no time zone of their own.
 */

/** A civil date as `Date.UTC` counts it, so that adding days never meets a clock change. */
export type CivilDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const toUtc = ({ year, month, day }: CivilDate) => Date.UTC(year, month - 1, day);
const fromUtc = (ms: number): CivilDate => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export const addDays = (date: CivilDate, days: number): CivilDate => fromUtc(toUtc(date) + days * DAY_MS);
/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CivilDate): number => new Date(toUtc(date)).getUTCDay();
export const isoOf = ({ year, month, day }: CivilDate): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Orthodox Easter Sunday of a year, as a Gregorian date: the Julian-calendar computus (Meeus),
 * then the calendars' difference in days (13 from 1900 to 2099).
 */
export function orthodoxEaster(year: number): CivilDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const julianLag = century - Math.floor(century / 4) - 2;
  return addDays({ year, month, day }, julianLag);
}

/** Every non-working holiday of a year, "YYYY-MM-DD", sorted. */
export function publicHolidays(year: number): string[] {
  const on = (month: number, day: number): CivilDate => ({ year, month, day });
  const state = [on(1, 1), on(1, 2), on(2, 15), on(2, 16), on(5, 1), on(5, 2), on(11, 11)];
  const easter = orthodoxEaster(year);
  const religious = [on(1, 7), addDays(easter, -2), addDays(easter, -1), easter, addDays(easter, 1)];
  const days = new Set([...state, ...religious].map(isoOf));
  // A state holiday on a Sunday: the first day after it that is neither a weekend nor a holiday.
  for (const date of state) {
    if (weekday(date) !== 0) continue;
    let next = addDays(date, 1);
    while (weekday(next) === 0 || weekday(next) === 6 || days.has(isoOf(next))) next = addDays(next, 1);
    days.add(isoOf(next));
  }
  return [...days].sort();
}

const holidaysByYear = new Map<number, Set<string>>();
const holidaysOf = (year: number) => {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(publicHolidays(year));
    holidaysByYear.set(year, days);
  }
  return days;
};

/** Monday to Friday, and not a public holiday. */
export function isWorkingDay(date: CivilDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !holidaysOf(date.year).has(isoOf(date));
}
