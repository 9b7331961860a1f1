import { Link } from 'wouter';
import type { ListingChange } from '../../lib/listing-url';

type Props = {
  page: number;
  pages: number;
  hrefFor: (change: ListingChange) => string;
};

/** 1 … 4 5 6 … 12: the first, the last and the neighbours of the current page. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of shown) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous > 1) result.push(n - previous === 2 ? n - 1 : 'gap');
    result.push(n);
  }
  return result;
}

/** Prethodna, the page numbers and Sledeća, as links (a page of a listing can be shared). */
export function ListingPagination({ page, pages, hrefFor }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Stranice" className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefFor({ page: page - 1 })} rel="prev">
              Prethodna
            </Link>
          ) : (
            <span aria-disabled="true">Prethodna</span>
          )}
        </li>
        {pageWindow(page, pages).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor({ page: n })}
                aria-label={`Stranica ${n}`}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={hrefFor({ page: page + 1 })} rel="next">
              Sledeća
            </Link>
          ) : (
            <span aria-disabled="true">Sledeća</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
