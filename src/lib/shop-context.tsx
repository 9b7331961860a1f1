import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import type { AppInput } from '../../machines/app/app.types';
import { readStoredUser } from '../actors/browser-session';
import { createRealBrowser } from '../actors/real-browser';
import { readStoredScript } from '../actors/script.actors';
import { configureApi } from '../api/api-effects';
import { navigateShop, startAppVersionWatch } from './app-version';
import { loadInspector, wantsInspector } from './inspector';
import { startPageScroll } from './page-scroll';
import { expireSession } from './session-expiry';
import { ShopBrowserContext } from './shop-browser';
import { provideShop } from './shop-logic';
import { ToastOutlet } from './toast-outlet';

/** The one root actor of the shop (CONVENTIONS 6): the app machine and, under it, every other. */
export const ShopContext = createActorContext(appMachine);

/** Gives the API wrapper its effects (spec §8) before the root actor makes its first call. */
function ApiWiring({ showToast }: { showToast: Parameters<typeof configureApi>[0]['showToast'] }) {
  const root = ShopContext.useActorRef();
  useLayoutEffect(() => {
    configureApi({ showToast, sessionExpired: () => expireSession(root) });
  }, [root, showToast]);
  return null;
}

type Inspect = { status: 'loading' } | { status: 'ready'; observer?: Observer<InspectionEvent> };

function useInspector(): Inspect {
  const [inspect, setInspect] = useState<Inspect>(() =>
    wantsInspector(window.location.search, import.meta.env.DEV) ? { status: 'loading' } : { status: 'ready' },
  );
  useEffect(() => {
    if (inspect.status !== 'loading') return;
    void loadInspector().then((observer) => setInspect({ status: 'ready', observer }));
  }, [inspect.status]);
  return inspect;
}

/** Mounts the shop's root actor once, with the real browser, the version watch and the toasts. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const [shop] = useState(() => {
    const browser = createRealBrowser(navigateShop);
    const input: AppInput = {
      auth: { storedUser: readStoredUser(browser.storage) },
      script: { remembered: readStoredScript(browser.storage) },
    };
    return { browser, logic: provideShop(browser), input };
  });
  const inspect = useInspector();
  useEffect(() => startAppVersionWatch(), []);
  useEffect(() => startPageScroll(), []);
  // With ?inspect in dev, the actor waits for the inspector so that it sees the start too.
  if (inspect.status === 'loading') return null;
  return (
    <ShopContext.Provider logic={shop.logic} options={{ input: shop.input, inspect: inspect.observer }}>
      <ShopBrowserContext.Provider value={shop.browser}>
        <ApiWiring showToast={shop.browser.showToast} />
        {children}
        <ToastOutlet />
      </ShopBrowserContext.Provider>
    </ShopContext.Provider>
  );
}
