import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Actor, InspectionEvent, Observer, SnapshotFrom } from 'xstate';
import type { AppInput } from '../../machines/app/app.types';
import type { Browser } from '../actors/browser';
import { readStoredUser } from '../actors/browser-session';
import { createRealBrowser } from '../actors/real-browser';
import { readStoredScript } from '../actors/script.actors';
import { configureApi } from '../api/api-effects';
import { navigateShop, startAppVersionWatch } from './app-version';
import { loadInspector, wantsInspector } from './inspector';
import { whenPageHydrated } from './page-hydrated';
import { startPageScroll } from './page-scroll';
import { expireSession } from './session-expiry';
import { ShopBrowserContext } from './shop-browser';
import { createShopActor, type ShopLogic } from './shop-logic';
import { ToastOutlet } from './toast-outlet';

type RootActor = Actor<ShopLogic>;

/** The shop's one root actor (CONVENTIONS 6) and the browser its machines act on. */
export type Shop = { actor: RootActor; browser: Browser };

const RootActorContext = createContext<RootActor | null>(null);

/** The root actor: the app machine and, under it, every other. */
export const ShopContext = {
  useActorRef(): RootActor {
    const actor = useContext(RootActorContext);
    if (!actor) throw new Error('ShopContext: outside ShopProvider');
    return actor;
  },
  /** Whether the view is inside the shop (an error page may show outside it, its shop broken). */
  useIsPresent(): boolean {
    return useContext(RootActorContext) !== null;
  },
  useSelector<T>(selector: (snapshot: SnapshotFrom<ShopLogic>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(ShopContext.useActorRef(), selector, compare);
  },
};

/** The shop in this browser: the stored user and script are the root actor's input. */
export function createBrowserShop(inspect?: Observer<InspectionEvent>): Shop {
  const browser = createRealBrowser(navigateShop);
  const input: AppInput = {
    auth: { storedUser: readStoredUser(browser.storage) },
    script: { remembered: readStoredScript(browser.storage) },
  };
  return { browser, actor: createShopActor(browser, { input, inspect }) };
}

/**
 * The browser's shop, made before React takes the page over (src/app/start-shop.tsx), so that
 * creating the root actor is a task of its own rather than a long step of hydration. With
 * ?inspect in development it waits for the inspector first.
 */
export async function makeBrowserShop(): Promise<Shop> {
  const wanted = wantsInspector(window.location.search, import.meta.env.DEV);
  return createBrowserShop(wanted ? await loadInspector() : undefined);
}

/**
 * Provides `actor` to the views and starts it once they are on screen. A page the server rendered
 * is first hydrated in full (its page boundary comes after the shell): until then the machines
 * keep the state the server rendered, so what hydrates matches, and no effect runs (none runs on
 * the server, where nothing starts the actor). It stops a tick after its provider goes, so
 * StrictMode's unmount and remount keep it.
 */
export function RootActorProvider({ actor, children }: { actor: RootActor; children: ReactNode }) {
  useEffect(() => {
    clearTimeout(stoppers.get(actor));
    whenPageHydrated(() => actor.start());
    return () => {
      stoppers.set(
        actor,
        setTimeout(() => actor.stop(), 0),
      );
    };
  }, [actor]);
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}
const stoppers = new WeakMap<RootActor, ReturnType<typeof setTimeout>>();

type Inspect = { status: 'loading' } | { status: 'ready'; observer?: Observer<InspectionEvent> };

function useInspector(enabled: boolean): Inspect {
  const [inspect, setInspect] = useState<Inspect>(() =>
    enabled && wantsInspector(window.location.search, import.meta.env.DEV)
      ? { status: 'loading' }
      : { status: 'ready' },
  );
  useEffect(() => {
    if (inspect.status !== 'loading') return;
    void loadInspector().then((observer) => setInspect({ status: 'ready', observer }));
  }, [inspect.status]);
  return inspect;
}

/** Starts, beside the root actor, what the browser's shop needs: API effects, version watch, scroll memory. */
function BrowserWiring({ shop }: { shop: Shop }) {
  useEffect(() => {
    configureApi({ showToast: shop.browser.showToast, sessionExpired: () => expireSession(shop.actor) });
    const stopVersionWatch = startAppVersionWatch();
    const stopPageScroll = startPageScroll();
    return () => {
      stopVersionWatch();
      stopPageScroll();
    };
  }, [shop]);
  return null;
}

/**
 * The shop's root actor for the views: the server's (`shop`, never started), or in the browser
 * `browserShop` (made before the page is taken over) or else one made here with the browser's
 * stored state; the browser's comes with the version watch, the scroll memory and the toasts.
 * With ?inspect in development, one made here waits for the inspector.
 */
export function ShopProvider({
  shop: given,
  browserShop,
  children,
}: {
  shop?: Shop | undefined;
  browserShop?: Shop | undefined;
  children: ReactNode;
}) {
  const inspect = useInspector(!given && !browserShop);
  if (inspect.status === 'loading') return null;
  return (
    <ShopActors given={given} browserShop={browserShop} inspect={inspect.observer}>
      {children}
    </ShopActors>
  );
}

function ShopActors({
  given,
  browserShop,
  inspect,
  children,
}: {
  given: Shop | undefined;
  browserShop: Shop | undefined;
  inspect: Observer<InspectionEvent> | undefined;
  children: ReactNode;
}) {
  const [shop] = useState(() => given ?? browserShop ?? createBrowserShop(inspect));
  return (
    <ShopBrowserContext.Provider value={shop.browser}>
      {/* Effects run in this order: the API knows its effects before the root actor starts. */}
      {!given && <BrowserWiring shop={shop} />}
      <RootActorProvider actor={shop.actor}>
        {children}
        <ToastOutlet />
      </RootActorProvider>
    </ShopBrowserContext.Provider>
  );
}
