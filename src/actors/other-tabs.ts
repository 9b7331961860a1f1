import type { OtherTabs } from './browser';

/** The channel every tab of the shop in this browser listens on. */
const CART_CHANNEL = 'prodavnica-korpa';

/**
 * The shop's other tabs over a BroadcastChannel (a message never reaches the tab that posted it),
 * and this tab's visibility. Without BroadcastChannel (very old browsers) only visibility counts.
 */
export function createOtherTabs(): OtherTabs {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
  return {
    announceCartChange: () => channel?.postMessage({ type: 'cart.changed' }),
    watch: ({ cartChanged, visible }) => {
      const onMessage = () => cartChanged();
      const onVisibility = () => {
        if (document.visibilityState === 'visible') visible();
      };
      channel?.addEventListener('message', onMessage);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        channel?.removeEventListener('message', onMessage);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
