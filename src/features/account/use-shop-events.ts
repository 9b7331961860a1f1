import { useEffect, useRef } from 'react';
import type { AccountEmitted } from '../../../machines/account/account.types';
import type { AuthEmitted } from '../../../machines/auth/auth.types';
import { useShopActors } from '../../lib/shop-selectors';

type Handler<E, T> = (event: Extract<E, { type: T }>) => void;

/** The latest handler, so a subscription lives as long as the page and still sees fresh state. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Hears what the auth machine tells the forms (auth.loginFailed, auth.registerFailed). */
export function useAuthEvent<T extends AuthEmitted['type']>(type: T, handler: Handler<AuthEmitted, T>): void {
  const { auth } = useShopActors();
  const latest = useLatest(handler);
  useEffect(() => {
    const subscription = auth.on(type, (event) => latest.current(event as Extract<AuthEmitted, { type: T }>));
    return () => subscription.unsubscribe();
  }, [auth, type, latest]);
}

/** Hears the result of an account call this page started (machines/account emits each one). */
export function useAccountEvent<T extends AccountEmitted['type']>(
  type: T,
  handler: Handler<AccountEmitted, T>,
): void {
  const { account } = useShopActors();
  const latest = useLatest(handler);
  useEffect(() => {
    const subscription = account.on(type, (event) =>
      latest.current(event as Extract<AccountEmitted, { type: T }>),
    );
    return () => subscription.unsubscribe();
  }, [account, type, latest]);
}
