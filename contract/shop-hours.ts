import { SHOP } from './shop';

/** One row of the hours: days with opening and closing hour, or closed (null). */
export type HoursRow =
  | { days: string; when: string; opens: number; closes: number }
  | { days: string; when: null; opens: null; closes: null };
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours as the contact page's table shows them: "08:00 – 20:00", or "ne radimo". */
export function hoursTable(rows: readonly HoursRow[] = SHOP.hours): { days: string; time: string }[] {
  return rows.map((row) => ({
    days: row.days,
    time: row.opens === null ? 'ne radimo' : `${clock(row.opens)} – ${clock(row.closes)}`,
  }));
}

/** The hours in one sentence, as the footer says them: "Radnim danima od 8 do 20, subotom od 9 do 15 časova". */
export function hoursSentence(rows: readonly HoursRow[] = SHOP.hours): string {
  const open = rows.flatMap((row) =>
    row.opens === null ? [] : [`${row.when} od ${row.opens} do ${row.closes}`],
  );
  const sentence = `${open.join(', ')} časova`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
