import type { DragEvent, RefObject } from 'react';
import { Link } from 'wouter';
import type { WishlistItem as Item } from '../../../contract/wishlist';
import { Price } from '../../components/ui/price';
import { StockState } from '../../components/ui/stock-state';

export type MoveButtons = { up: HTMLButtonElement | null; down: HTMLButtonElement | null };

type Props = {
  item: Item;
  index: number;
  count: number;
  selected: boolean;
  /** A call for this item is on its way (removing, moving to the cart): its actions wait. */
  pending: boolean;
  dragState: 'none' | 'dragged' | 'target';
  buttons: RefObject<Map<number, MoveButtons>>;
  onToggle: (itemId: number) => void;
  onMove: (fromIndex: number, toIndex: number, focus: 'up' | 'down') => void;
  onRemove: (item: Item) => void;
  onMoveToCart: (item: Item) => void;
  onDragStart: (index: number, event: DragEvent) => void;
  onDragOver: (index: number, event: DragEvent) => void;
  onDrop: (index: number, event: DragEvent) => void;
  onDragEnd: () => void;
};

const canBeBought = (item: Item) => item.product.available && item.product.stock > 0;

/** One wished product: its place, picture, name, price and stock, with its actions. */
export function WishlistItem(props: Props) {
  const { item, index, count, selected, pending, dragState, buttons } = props;
  const { product } = item;
  const refFor = (which: keyof MoveButtons) => (element: HTMLButtonElement | null) => {
    const map = buttons.current;
    const entry = map.get(item.id) ?? { up: null, down: null };
    entry[which] = element;
    map.set(item.id, entry);
  };
  return (
    <li
      className={`wishlist-item${dragState === 'none' ? '' : ` is-${dragState}`}`}
      draggable
      onDragStart={(event) => props.onDragStart(index, event)}
      onDragOver={(event) => props.onDragOver(index, event)}
      onDrop={(event) => props.onDrop(index, event)}
      onDragEnd={props.onDragEnd}
      aria-labelledby={`wishlist-item-${item.id}-name`}
    >
      <span className="wishlist-handle" aria-hidden="true" title="Prevucite da promenite redosled">
        ⠿
      </span>
      <input
        type="checkbox"
        className="wishlist-check"
        aria-label={`Izaberi: ${product.name}`}
        checked={selected}
        disabled={pending}
        onChange={() => props.onToggle(item.id)}
      />
      <span className="wishlist-position" aria-hidden="true">
        {index + 1}.
      </span>
      <Link href={`/proizvod/${product.slug}`} className="wishlist-thumb" tabIndex={-1} aria-hidden="true">
        <img src={product.thumbnail} alt="" width={96} height={96} loading="lazy" draggable={false} />
      </Link>
      <div className="wishlist-info">
        <h2 id={`wishlist-item-${item.id}-name`} className="wishlist-name">
          <Link href={`/proizvod/${product.slug}`}>{product.name}</Link>
        </h2>
        <Price product={product} />
        <StockState product={product} />
      </div>
      <div className="wishlist-actions">
        <fieldset className="wishlist-move">
          <legend className="visually-hidden">
            Redosled: {index + 1}. od {count}
          </legend>
          <button
            ref={refFor('up')}
            type="button"
            className="button secondary"
            aria-label={`Pomeri gore: ${product.name}`}
            disabled={index === 0 || pending}
            onClick={() => props.onMove(index, index - 1, 'up')}
          >
            ↑
          </button>
          <button
            ref={refFor('down')}
            type="button"
            className="button secondary"
            aria-label={`Pomeri dole: ${product.name}`}
            disabled={index === count - 1 || pending}
            onClick={() => props.onMove(index, index + 1, 'down')}
          >
            ↓
          </button>
        </fieldset>
        <button
          type="button"
          className="button primary"
          aria-label={`Premesti u korpu: ${product.name}`}
          disabled={!canBeBought(item) || pending}
          onClick={() => props.onMoveToCart(item)}
        >
          Premesti u korpu
        </button>
        <button
          type="button"
          className="button danger"
          aria-label={`Ukloni sa liste: ${product.name}`}
          disabled={pending}
          onClick={() => props.onRemove(item)}
        >
          Ukloni
        </button>
      </div>
    </li>
  );
}
