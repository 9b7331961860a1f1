import { Link } from 'wouter';
import type { ComponentProps } from 'react';
import { EmptyState } from '../../components/ui/status';
import { LISTING_SORTS } from '../../lib/listing-url';
import { ListingView } from './listing-view';

type Props = Omit<ComponentProps<typeof ListingView>, 'sorts' | 'empty'> & { emptyTitle: string };

/**
 * The listing of the catalogue's own pages (all products, a category, the sale): their sorts, and
 * the way to all products when nothing is listed.
 */
export function CatalogListingView({ emptyTitle, ...view }: Props) {
  return (
    <ListingView
      {...view}
      sorts={LISTING_SORTS}
      empty={
        <EmptyState title={emptyTitle}>
          <Link href="/proizvodi">Pogledajte sve proizvode</Link>
        </EmptyState>
      }
    />
  );
}
