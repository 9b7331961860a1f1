import type { WishlistItem as Item } from '../../../contract/wishlist';
import { useWishlistReorder } from './use-wishlist-reorder';
import { WishlistItem } from './wishlist-item';

type Props = {
  items: Item[];
  selected: ReadonlySet<number>;
  pendingIds: ReadonlySet<number>;
  onToggle: (itemId: number) => void;
  onRemove: (item: Item) => void;
  onMoveToCart: (item: Item) => void;
  announce: (message: string) => void;
};

/** The wished products in priority order; drag a row, or use its up/down buttons, to reorder. */
export function WishlistList({
  items,
  selected,
  pendingIds,
  onToggle,
  onRemove,
  onMoveToCart,
  announce,
}: Props) {
  const reorder = useWishlistReorder(items, announce);
  const { drag } = reorder;
  return (
    <>
      <p id="wishlist-order-hint" className="form-note">
        Proizvodi su poređani po važnosti. Redosled menjate prevlačenjem ili dugmadima ↑ i ↓.
      </p>
      <ol
        className="wishlist-list"
        aria-describedby="wishlist-order-hint"
        aria-label="Proizvodi na listi želja"
      >
        {items.map((item, index) => (
          <WishlistItem
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            selected={selected.has(item.id)}
            pending={pendingIds.has(item.id)}
            dragState={drag?.from === index ? 'dragged' : drag?.over === index ? 'target' : 'none'}
            buttons={reorder.buttons}
            onToggle={onToggle}
            onMove={reorder.move}
            onRemove={onRemove}
            onMoveToCart={onMoveToCart}
            onDragStart={reorder.onDragStart}
            onDragOver={reorder.onDragOver}
            onDrop={reorder.onDrop}
            onDragEnd={reorder.onDragEnd}
          />
        ))}
      </ol>
    </>
  );
}
