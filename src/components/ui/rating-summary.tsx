import { formatTenths } from '../../../contract/format';
import { countOf } from '../../../contract/plural';

const RATING_FORMS = ['ocena', 'ocene', 'ocena'] as const;

/** "4,5 od 5" */
export const formatAverage = (average: number): string => `${formatTenths(average)} od 5`;

/** ★★★★☆ 4,5 od 5 (12 ocena): a product's average rating and how many gave it. */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const stars = Math.round(average);
  return (
    <>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>{' '}
      <strong>{formatAverage(average)}</strong> ({countOf(count, RATING_FORMS)})
    </>
  );
}
