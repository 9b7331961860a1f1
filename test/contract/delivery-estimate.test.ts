import { describe, expect, it } from 'vitest';
import {
  DELIVERY_WORKING_DAYS,
  deliveryEstimate,
  deliveryKindOf,
  deliveryRangeText,
  ORDER_CUTOFF_HOUR,
} from '../../contract/delivery-estimate';
import { BULKY_SHIPPING_PRICE } from '../../contract/money';
import { isWorkingDay, orthodoxEaster, publicHolidays } from '../../contract/serbian-holidays';

const at = (iso: string) => new Date(iso);

describe('Serbian public holidays (Zakon o državnim i drugim praznicima)', () => {
  it('computes Orthodox Easter (Julian computus in Gregorian dates)', () => {
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
    expect(orthodoxEaster(2028)).toBe('2028-04-16');
    // Known earlier years: 2021 May 2, 2022 April 24, 2023 April 16, 2024 May 5, 2025 April 20.
    expect(orthodoxEaster(2021)).toBe('2021-05-02');
    expect(orthodoxEaster(2022)).toBe('2022-04-24');
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
  });

  it('2026: Sretenje on Sunday moves to Tuesday 17 February (Monday is already a holiday)', () => {
    expect(publicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-07',
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
      '2026-05-01',
      '2026-05-02',
      '2026-11-11',
    ]);
  });

  it('2027: Easter on 2 May, Praznik rada on Sunday moves past Vaskršnji ponedeljak to 4 May', () => {
    expect(publicHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-07',
      '2027-02-15',
      '2027-02-16',
      '2027-04-30',
      '2027-05-01',
      '2027-05-02',
      '2027-05-03',
      '2027-05-04',
      '2027-11-11',
    ]);
  });

  it('2028: 2 January on Sunday makes Monday 3 January a holiday', () => {
    expect(publicHolidays(2028)).toEqual([
      '2028-01-01',
      '2028-01-02',
      '2028-01-03',
      '2028-01-07',
      '2028-02-15',
      '2028-02-16',
      '2028-04-14',
      '2028-04-15',
      '2028-04-16',
      '2028-04-17',
      '2028-05-01',
      '2028-05-02',
      '2028-11-11',
    ]);
  });

  it('moves only state holidays: 2023 (1 January on Sunday → 3 January), not Božić on a Sunday (2029)', () => {
    expect(publicHolidays(2023)).toContain('2023-01-03');
    expect(publicHolidays(2022)).toContain('2022-05-03');
    // 7 January 2029 is a Sunday: Monday the 8th is a working day.
    expect(isWorkingDay('2029-01-08')).toBe(true);
  });

  it('working days are Monday to Friday without holidays', () => {
    expect(isWorkingDay('2026-12-04')).toBe(true); // Friday
    expect(isWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-06')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Dan primirja, Wednesday
  });
});

describe('deliveryEstimate: cut-off, working days, holidays, Serbian text', () => {
  it('documents a 14:00 cut-off and 1–3 (bulky 2–5) working days', () => {
    expect(ORDER_CUTOFF_HOUR).toBe(14);
    expect(DELIVERY_WORKING_DAYS).toEqual({ standard: { from: 1, to: 3 }, bulky: { from: 2, to: 5 } });
  });

  it('before 14:00 Belgrade on a working day ships the same day', () => {
    // Monday 30 November 2026, 13:59 in Belgrade (UTC+1).
    const estimate = deliveryEstimate(at('2026-11-30T12:59:00Z'));
    expect(estimate).toEqual({
      ships: '2026-11-30',
      from: '2026-12-01',
      to: '2026-12-03',
      text: 'Isporuka: od 1. do 3. decembra',
    });
  });

  it('from 14:00 Belgrade it ships the next working day', () => {
    const estimate = deliveryEstimate(at('2026-11-30T13:00:00Z'));
    expect(estimate.ships).toBe('2026-12-01');
    expect(estimate.text).toBe('Isporuka: od 2. do 4. decembra');
  });

  it('reads the hour in Belgrade time, summer time included (UTC+2)', () => {
    // Wednesday 3 June 2026: 11:59 UTC is 13:59 in Belgrade, 12:00 UTC is 14:00.
    expect(deliveryEstimate(at('2026-06-03T11:59:00Z')).ships).toBe('2026-06-03');
    expect(deliveryEstimate(at('2026-06-03T12:00:00Z')).ships).toBe('2026-06-04');
    // 23:30 UTC on 1 December is already 2 December in Belgrade, before the cut-off.
    expect(deliveryEstimate(at('2026-12-01T23:30:00Z')).ships).toBe('2026-12-02');
  });

  it('a weekend order ships on Monday', () => {
    const estimate = deliveryEstimate(at('2026-12-05T09:00:00Z'));
    expect(estimate.ships).toBe('2026-12-07');
    expect(estimate.text).toBe('Isporuka: od 8. do 10. decembra');
  });

  it('crosses a month boundary with both months in the genitive', () => {
    expect(deliveryEstimate(at('2026-10-29T09:00:00Z')).text).toBe('Isporuka: od 30. oktobra do 3. novembra');
  });

  it('crosses the year over Nova godina', () => {
    // Tuesday 29 December 2026 after the cut-off: ships Wednesday 30th; 1 January is a Friday holiday.
    const estimate = deliveryEstimate(at('2026-12-29T15:00:00Z'));
    expect(estimate).toMatchObject({ ships: '2026-12-30', from: '2026-12-31', to: '2027-01-05' });
    expect(estimate.text).toBe('Isporuka: od 31. decembra do 5. januara');
  });

  it('skips the Easter days of 2026 and a holiday on the shipping day', () => {
    expect(deliveryEstimate(at('2026-04-09T08:00:00Z')).text).toBe('Isporuka: od 14. do 16. aprila');
    // Dan primirja (Wednesday 11 November 2026): nothing ships, it leaves on Thursday.
    expect(deliveryEstimate(at('2026-11-11T08:00:00Z')).ships).toBe('2026-11-12');
    // 2027: Veliki petak 30 April to 4 May are off; Thursday 29 April after the cut-off ships 5 May.
    expect(deliveryEstimate(at('2027-04-29T13:00:00Z')).ships).toBe('2027-05-05');
    // 2028: 3 January is off, so the first working day of the year is Tuesday the 4th.
    expect(deliveryEstimate(at('2027-12-31T14:00:00Z')).ships).toBe('2028-01-04');
  });

  it('bulky goods take 2 to 5 working days', () => {
    expect(deliveryEstimate(at('2026-11-30T09:00:00Z'), 'bulky').text).toBe('Isporuka: od 2. do 7. decembra');
    expect(deliveryKindOf([290, BULKY_SHIPPING_PRICE])).toBe('bulky');
    expect(deliveryKindOf([0, 290])).toBe('standard');
  });

  it('says one day when the range is one day', () => {
    expect(deliveryRangeText('2026-12-03', '2026-12-03')).toBe('3. decembra');
  });
});
