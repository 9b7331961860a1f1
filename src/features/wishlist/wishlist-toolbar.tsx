import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PRODUCT_FORMS, countOf } from '../../../contract/plural';
import { AccountConfirm } from '../../components/ui/account-confirm';

type Props = {
  count: number;
  selectedCount: number;
  onSelectAll: (selectAll: boolean) => void;
  onRemoveSelected: () => void;
  onClear: () => void;
};

/** How many products the list holds, selecting them all, removing the selected ones, emptying the list. */
export function WishlistToolbar({ count, selectedCount, onSelectAll, onRemoveSelected, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  const selectAll = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedCount > 0 && selectedCount < count;
  }, [selectedCount, count]);
  useLayoutEffect(() => {
    if (!confirming && returnFocus.current) clearButton.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  return (
    <div className="wishlist-toolbar">
      <p className="wishlist-count">Na listi: {countOf(count, PRODUCT_FORMS)}</p>
      <label className="wishlist-select-all">
        <input
          ref={selectAll}
          type="checkbox"
          checked={count > 0 && selectedCount === count}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Izaberi sve
      </label>
      <button
        type="button"
        className="button secondary"
        disabled={selectedCount === 0}
        onClick={onRemoveSelected}
      >
        Ukloni izabrane{selectedCount > 0 && ` (${selectedCount})`}
      </button>
      {confirming ? (
        <AccountConfirm
          question={`Da li sigurno želite da uklonite sve proizvode (${count}) sa liste želja?`}
          confirmLabel="Da, isprazni listu"
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          onCancel={() => {
            returnFocus.current = true;
            setConfirming(false);
          }}
        />
      ) : (
        <button ref={clearButton} type="button" className="button danger" onClick={() => setConfirming(true)}>
          Isprazni listu
        </button>
      )}
    </div>
  );
}
