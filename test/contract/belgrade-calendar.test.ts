import { describe, expect, it } from 'vitest';
import {
  addDays,
  belgradeDateOf,
  belgradeHourOf,
  dayOf,
  dayParts,
  weekday,
} from '../../contract/belgrade-calendar';
import { formatDay, formatDayAndMonth } from '../../contract/format-date';
import { lastWithdrawalDay, withinWithdrawalDays } from '../../contract/withdrawal-window';

const at = (iso: string) => new Date(iso);

describe('the Belgrade calendar: days as YYYY-MM-DD on Belgrade clocks', () => {
  it('today in Belgrade turns at midnight Belgrade time, winter (UTC+1) and summer (UTC+2)', () => {
    expect(belgradeDateOf(at('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(belgradeDateOf(at('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(belgradeDateOf(at('2026-06-03T21:59:59Z'))).toBe('2026-06-03');
    expect(belgradeDateOf(at('2026-06-03T22:00:00Z'))).toBe('2026-06-04');
    expect(belgradeDateOf(at('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the hour on Belgrade clocks, 0 at midnight and 23 before it', () => {
    expect(belgradeHourOf(at('2026-11-30T12:59:59Z'))).toBe(13);
    expect(belgradeHourOf(at('2026-11-30T13:00:00Z'))).toBe(14);
    expect(belgradeHourOf(at('2026-06-03T12:00:00Z'))).toBe(14);
    expect(belgradeHourOf(at('2026-11-30T23:00:00Z'))).toBe(0);
    expect(belgradeHourOf(at('2026-11-30T22:59:00Z'))).toBe(23);
  });

  it('adds and subtracts days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-12-01', 14)).toBe('2026-12-15');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    // Summer time starts on 29 March 2026 and ends on 25 October 2026: still one day each.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01');
  });

  it('names the weekday, 0 Sunday to 6 Saturday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((days) => weekday(addDays('2026-11-29', days)))).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect(weekday('2029-01-07')).toBe(0);
  });

  it('builds and splits days; days past a month carry over', () => {
    expect(dayOf(2026, 4, 12)).toBe('2026-04-12');
    expect(dayOf(2026, 3, 42)).toBe('2026-04-11');
    expect(dayParts('2026-04-09')).toEqual({ year: 2026, month: 4, day: 9 });
  });

  it('compares days as strings, in calendar order', () => {
    expect('2026-12-09' < '2026-12-10').toBe(true);
    expect('2026-12-31' < '2027-01-01').toBe(true);
  });

  it('writes a day in Serbian with the month in the genitive', () => {
    expect(formatDay('2026-12-01')).toBe('1. decembra 2026.');
    expect(formatDay('2027-01-31')).toBe('31. januara 2027.');
    expect(formatDayAndMonth('2026-05-09')).toBe('9. maja');
  });

  it('the withdrawal window: 14 Belgrade days from the Belgrade day of delivery', () => {
    // Delivered 00:30 on 1 December in Belgrade (still 30 November in UTC).
    const deliveredAt = at('2026-11-30T23:30:00Z');
    expect(lastWithdrawalDay(deliveredAt)).toBe('2026-12-15');
    expect(withinWithdrawalDays(deliveredAt, at('2026-12-15T22:59:59Z'))).toBe(true);
    expect(withinWithdrawalDays(deliveredAt, at('2026-12-15T23:00:00Z'))).toBe(false);
    expect(withinWithdrawalDays(null, at('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
