import { type ReactNode, useState } from 'react';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import type { BrowserSession } from '../../machines/app/app.types';
import { lateSlot } from '../../src/lib/late-logic';
import { RootActorProvider } from '../../src/lib/shop-context';

/** The shop's root actor with a browser session that never arrives: no app start, no network. */
const quietRootLogic = appMachine.provide({
  actors: {
    readBrowserSession: fromPromise<BrowserSession, void>(() => new Promise(() => {})),
    // The screens' slots, as the shop provides them (src/lib/shop-logic.ts).
    loader: lateSlot('loader') as never,
    form: lateSlot('form') as never,
    myReviews: lateSlot('myReviews') as never,
    myReview: lateSlot('myReview') as never,
  },
});

type Props = {
  children: ReactNode;
  /** Receives what the root's actor system reports, as `?inspect` does. */
  inspect?: (event: InspectionEvent) => void;
};

/** Screens under the shop's root actor, as the ShopProvider puts them, for the screen hooks. */
export function QuietShopRoot({ children, inspect }: Props) {
  const [actor] = useState(() =>
    createActor(quietRootLogic, {
      input: { auth: { storedUser: null }, script: { remembered: null } },
      ...(inspect ? { inspect } : {}),
    }),
  );
  return <RootActorProvider actor={actor as never}>{children}</RootActorProvider>;
}
