import { useEffect, useRef } from 'react';

/**
 * Runs `send` once per visit of the page and per `key` (the token or address it sends), just after
 * the page mounted or the key changed. Not in the effect itself: in the app's first commit
 * StrictMode stops and restarts the root actor right after the effects (@xstate/react rehydrates
 * it), which would run a call already in flight a second time, and a single-use token must reach
 * the server once. The timer of StrictMode's discarded first effect is cleared; the ref keeps a
 * real second mount from sending again. The machines also ignore a repeated open of the same key.
 */
export function useSendOnce(send: () => void, key: string | null = ''): void {
  const sentKey = useRef<string | null | undefined>(undefined);
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    if (sentKey.current === key) return;
    const timer = setTimeout(() => {
      sentKey.current = key;
      latest.current();
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);
}
