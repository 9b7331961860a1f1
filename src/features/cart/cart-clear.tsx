import { useLayoutEffect, useRef, useState } from 'react';

/** "Isprazni korpu" with a confirmation in place, so one slip does not empty the cart. */
export function CartClear({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useLayoutEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking)
    return (
      <button ref={opener} type="button" className="button danger" onClick={() => setAsking(true)}>
        Isprazni korpu
      </button>
    );
  return (
    <fieldset className="cart-clear-confirm">
      <legend>Da li sigurno želite da uklonite sve proizvode iz korpe?</legend>
      <button ref={confirm} type="button" className="button danger" onClick={onConfirm}>
        Da, isprazni korpu
      </button>
      <button type="button" className="button secondary" onClick={() => setAsking(false)}>
        Odustani
      </button>
    </fieldset>
  );
}
