import { addDays, dayOf, dayParts, weekday } from './belgrade-calendar';

/**
 * Serbia's public holidays when nobody works (Zakon o državnim i drugim praznicima u Republici
 * Srbiji): the state holidays Nova godina (1–2 Jan), Sretenje (15–16 Feb), Praznik rada (1–2 May)
 * and Dan primirja (11 Nov); and Božić (7 Jan) and the Easter days from Veliki petak to Vaskršnji
 * ponedeljak by the Orthodox calendar. When a state holiday's date falls on a Sunday, the first
 * working day after it is off too (čl. 3); Božić and Easter do not move. Days are Belgrade
 * calendar days, "YYYY-MM-DD" (./belgrade-calendar.ts).
 */

/**
 * Orthodox Easter Sunday of a year, as a Gregorian date: the Julian-calendar computus (Meeus),
 * then the calendars' difference in days (13 from 1900 to 2099).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const julianLag = century - Math.floor(century / 4) - 2;
  return dayOf(year, month, day + julianLag);
}

/** Every non-working holiday of a year, "YYYY-MM-DD", sorted. */
export function publicHolidays(year: number): string[] {
  const on = (month: number, day: number) => dayOf(year, month, day);
  const state = [on(1, 1), on(1, 2), on(2, 15), on(2, 16), on(5, 1), on(5, 2), on(11, 11)];
  const easter = orthodoxEaster(year);
  const religious = [on(1, 7), addDays(easter, -2), addDays(easter, -1), easter, addDays(easter, 1)];
  const days = new Set([...state, ...religious]);
  // A state holiday on a Sunday: the first day after it that is neither a weekend nor a holiday.
  for (const date of state) {
    if (weekday(date) !== 0) continue;
    let next = addDays(date, 1);
    while (weekday(next) === 0 || weekday(next) === 6 || days.has(next)) next = addDays(next, 1);
    days.add(next);
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
export function isWorkingDay(day: string): boolean {
  const weekdayNumber = weekday(day);
  return weekdayNumber !== 0 && weekdayNumber !== 6 && !holidaysOf(dayParts(day).year).has(day);
}
