import { useEffect, useRef } from 'react';

/**
 * Runs `send` once per visit of the page, just after it mounted. Not in the mount effect itself:
 * in the app's first commit StrictMode stops and restarts the root actor right after the effects
 * (@xstate/react rehydrates it), which would run a call already in flight a second time, and a
 * single-use token must reach the server once. The timer of StrictMode's discarded first effect is
 * cleared; the ref keeps a real second mount from sending again.
 */
export function useSendOnce(send: () => void): void {
  const sent = useRef(false);
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    if (sent.current) return;
    const timer = setTimeout(() => {
      sent.current = true;
      latest.current();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
