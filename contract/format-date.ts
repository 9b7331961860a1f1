import { dayParts } from './belgrade-calendar';

/**
 * Dates as Serbian writes them: the month in the genitive after the day ("23. novembra 2026.").
 * Intl's sr data (CLDR) names months only in the nominative ("23. novembar 2026."), so the month
 * part is swapped for its genitive; the day, year, order and time come from Intl. Shop time is
 * Belgrade's, wherever the browser is. The pages (src/lib/format-date.ts) and the server's mails share it.
 */
/** The months in the genitive, January first ("decembra"): a date's month after its day. */
export const GENITIVE_MONTHS = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
];

const dateFormat = new Intl.DateTimeFormat('sr-Latn-RS', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Belgrade',
});
const dateTimeFormat = new Intl.DateTimeFormat('sr-Latn-RS', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Belgrade',
});
const monthNumber = new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Europe/Belgrade' });

function withGenitiveMonth(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  const month = GENITIVE_MONTHS[Number(monthNumber.format(date)) - 1]!;
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? month : part.value))
    .join('');
}

/** "23. novembra 2026." */
export const formatDate = (iso: string): string => withGenitiveMonth(dateFormat, iso);

/** "1. decembra" of a Belgrade calendar day `YYYY-MM-DD` (./belgrade-calendar.ts). */
export function formatDayAndMonth(day: string): string {
  const { month, day: date } = dayParts(day);
  return `${date}. ${GENITIVE_MONTHS[month - 1]}`;
}

/** "1. decembra 2026." of a Belgrade calendar day `YYYY-MM-DD`. */
export const formatDay = (day: string): string => `${formatDayAndMonth(day)} ${dayParts(day).year}.`;

/** "23. novembra 2026. 14:05" */
export const formatDateTime = (iso: string): string => withGenitiveMonth(dateTimeFormat, iso);
