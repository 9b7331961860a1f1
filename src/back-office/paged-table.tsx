import type { ReactNode } from 'react';
import { ErrorState, PageLoading } from '../components/ui/status';
import type { Loaded } from '../lib/use-loader';
import { Pager } from './admin-ui';

/** One page of a list as the admin API answers it. */
export type Page<Item> = { items: Item[]; page: number; total: number; pageSize: number };

type Props<Item> = {
  /** The list's loader (useLoader): the last page that arrived stays shown while the next loads. */
  list: Loaded<Page<Item>>;
  /** The table's caption, from the page that arrived (its count). */
  caption: (page: Page<Item>) => ReactNode;
  /** The column headings, in order. */
  columns: readonly string[];
  /** One item's row: a <tr> with its key. */
  row: (item: Item) => ReactNode;
  /** What an empty page says. */
  empty: string;
  /** The address of another page of the same list (its filters kept). */
  hrefOf: (page: number) => string;
};

/**
 * A back-office list as a table: the failure with "Pokušajte ponovo", the loading state before
 * the first page, the table with its caption and headings, the empty text and the pager.
 */
export function PagedTable<Item>({ list, caption, columns, row, empty, hrefOf }: Props<Item>) {
  const { status, data, error, retry } = list;
  return (
    <>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!data && status === 'loading' && <PageLoading />}
      {data && (
        <>
          <table className="admin-table">
            <caption>{caption(data)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{data.items.map(row)}</tbody>
          </table>
          {data.items.length === 0 && <p>{empty}</p>}
          <Pager page={data.page} total={data.total} pageSize={data.pageSize} hrefOf={hrefOf} />
        </>
      )}
    </>
  );
}
