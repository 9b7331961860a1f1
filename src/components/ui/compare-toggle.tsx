import type { Product } from '../../../contract/catalog';
import { type CompareItem, compareItemOf } from '../../../contract/compare';

/** What a grid or a product page needs of the comparison list (src/lib/compare gives it). */
export type CompareToggles = {
  ready: boolean;
  isChosen: (productId: number) => boolean;
  toggle: (item: CompareItem) => void;
};

/**
 * "Uporedi": adds the product to the comparison or, pressed, takes it out. Inert until the
 * browser's list is read (the server renders it unpressed); a product without a category has none.
 */
export function CompareToggle({
  product,
  compare,
}: {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'thumbnail' | 'categoryId'>;
  compare: CompareToggles;
}) {
  const item = compareItemOf(product);
  if (!item) return null;
  const chosen = compare.ready && compare.isChosen(product.id);
  return (
    <button
      type="button"
      className={`compare-toggle${chosen ? ' chosen' : ''}`}
      aria-pressed={chosen}
      aria-label={`Uporedi: ${product.name}`}
      disabled={!compare.ready}
      onClick={() => compare.toggle(item)}
    >
      <span aria-hidden="true">{chosen ? '✓ ' : '⇄ '}</span>
      Uporedi
    </button>
  );
}
