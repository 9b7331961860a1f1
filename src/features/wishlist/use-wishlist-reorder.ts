import { type DragEvent, useLayoutEffect, useRef, useState } from 'react';
import type { WishlistItem } from '../../../contract/wishlist';
import { useWishlistActor } from '../../lib/shop-selectors';
import type { MoveButtons } from './wishlist-item';

export type DragIndices = { from: number; over: number | null } | null;

/**
 * Reordering by drag and drop and by the per-item up/down buttons. Both send wishlist.reorder
 * (the machine moves the item at once and saves positions 1..n, spec §4) and announce the new
 * place; a keyboard move keeps the focus on the moved item's button.
 */
export function useWishlistReorder(items: WishlistItem[], announce: (message: string) => void) {
  const wishlist = useWishlistActor();
  const buttons = useRef(new Map<number, MoveButtons>());
  const focusAfterMove = useRef<{ itemId: number; prefer: keyof MoveButtons } | null>(null);
  // A ref as well as state: a drop may come before React has rendered the drag's start.
  const dragFrom = useRef<number | null>(null);
  const [drag, setDrag] = useState<DragIndices>(null);

  const reorder = (fromIndex: number, toIndex: number) => {
    const item = items[fromIndex];
    if (!item || fromIndex === toIndex || toIndex < 0 || toIndex >= items.length) return null;
    wishlist?.send({ type: 'wishlist.reorder', fromIndex, toIndex });
    announce(`Proizvod ${item.product.name} je sada na ${toIndex + 1}. mestu`);
    return item;
  };

  // After the render that shows the move: the moved row's buttons may have left the DOM and come
  // back, or the one pressed is now disabled at the top or bottom.
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const row = buttons.current.get(pending.itemId);
    const preferred = row?.[pending.prefer];
    const other = row?.[pending.prefer === 'up' ? 'down' : 'up'];
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });

  const endDrag = () => {
    dragFrom.current = null;
    setDrag(null);
  };

  return {
    buttons,
    drag,
    move: (fromIndex: number, toIndex: number, prefer: keyof MoveButtons) => {
      const item = reorder(fromIndex, toIndex);
      if (item) focusAfterMove.current = { itemId: item.id, prefer };
    },
    onDragStart: (index: number, event: DragEvent) => {
      dragFrom.current = index;
      setDrag({ from: index, over: null });
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only when it carries data.
        event.dataTransfer.setData('text/plain', String(items[index]?.product.name ?? ''));
      }
    },
    onDragOver: (index: number, event: DragEvent) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      setDrag((now) => (now && now.over === index ? now : { from: dragFrom.current ?? index, over: index }));
    },
    onDrop: (index: number, event: DragEvent) => {
      const from = dragFrom.current;
      if (from === null) return;
      event.preventDefault();
      reorder(from, index);
      endDrag();
    },
    onDragEnd: endDrag,
  };
}
