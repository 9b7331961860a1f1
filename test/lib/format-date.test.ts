import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/lib/format-date';

describe('dates in Serbian: the month in the genitive, Belgrade time', () => {
  it.each([
    ['2026-01-05T09:00:00Z', '5. januara 2026.'],
    ['2026-02-01T12:00:00Z', '1. februara 2026.'],
    ['2026-03-10T12:00:00Z', '10. marta 2026.'],
    ['2026-04-10T12:00:00Z', '10. aprila 2026.'],
    ['2026-05-10T12:00:00Z', '10. maja 2026.'],
    ['2026-06-10T12:00:00Z', '10. juna 2026.'],
    ['2026-07-10T12:00:00Z', '10. jula 2026.'],
    ['2026-08-10T12:00:00Z', '10. avgusta 2026.'],
    ['2026-09-10T12:00:00Z', '10. septembra 2026.'],
    ['2026-10-10T12:00:00Z', '10. oktobra 2026.'],
    ['2026-11-23T12:00:00Z', '23. novembra 2026.'],
    ['2026-12-31T12:00:00Z', '31. decembra 2026.'],
  ])('%s → %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it('counts the day in Belgrade: 23:30 UTC on 30 November is already 1 December there', () => {
    expect(formatDate('2026-11-30T23:30:00Z')).toBe('1. decembra 2026.');
  });

  it('adds the time of day in Belgrade', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('23. novembra 2026. 14:05');
  });
});
