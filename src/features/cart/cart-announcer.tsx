import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '../../../contract/cart';

/** What changed between two versions of the cart, in one sentence for screen readers. */
export function describeChange(before: readonly CartItem[], after: readonly CartItem[]): string | null {
  if (before.length > 1 && after.length === 0) return 'Korpa je ispražnjena.';
  const removed = before.filter((line) => !after.some((next) => next.id === line.id));
  const added = after.filter((line) => !before.some((last) => last.id === line.id));
  const changed = after.filter((line) => {
    const last = before.find((candidate) => candidate.id === line.id);
    return last !== undefined && last.quantity !== line.quantity;
  });
  const parts = [
    ...(removed.length > 0
      ? [`Uklonjeno iz korpe: ${removed.map((line) => line.product.name).join(', ')}.`]
      : []),
    ...added.map((line) => `Dodato u korpu: ${line.product.name}.`),
    ...changed.map((line) => `Količina za ${line.product.name} je sada ${line.quantity}.`),
  ];
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A polite live region that says what each cart change did (issue: live regions for cart changes). */
export function CartAnnouncer({ items }: { items: readonly CartItem[] }) {
  const last = useRef(items);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (last.current === items) return;
    const change = describeChange(last.current, items);
    last.current = items;
    if (change) setMessage(change);
  }, [items]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
