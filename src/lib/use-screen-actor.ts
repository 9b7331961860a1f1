import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate';
import type { ScreenKind } from '../../machines/app/app.types';
import { forget, handOver } from './late-logic';
import { ShopContext } from './shop-context';

/**
 * A screen's own actor (its loader or form submission) as a child of the root actor while the
 * screen shows: it runs in the shop's actor system, where `?inspect` and the inspector see it.
 * The root spawns it when the screen mounts (undefined until then: before the first paint, or
 * until the root starts) and stops it a tick after the screen unmounts, so StrictMode's unmount
 * and remount in between keep the same actor. It runs in the root's slot of its kind (`screen`,
 * named in machines/app), with the logic the screen hands over first.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  screen: ScreenKind,
  logic: TLogic,
  input?: InputFrom<TLogic>,
  /** The name other machines reach it by through the system (`system.get(systemId)`). */
  systemId?: string,
): ActorRefFrom<TLogic> | undefined {
  const root = ShopContext.useActorRef();
  const id = `screen${useId()}`;
  const actor = useSelector(root, (snapshot) => snapshot.children[id]) as ActorRefFrom<TLogic> | undefined;
  const opening = useRef({ screen, input, ...(systemId ? { systemId } : {}) });
  const screenLogic = useRef(logic);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    clearTimeout(closing.current);
    if (!root.getSnapshot().children[id]) {
      handOver(root.system, id, screenLogic.current);
      root.send({ type: 'app.screen.open', id, ...opening.current });
    }
    return () => {
      closing.current = setTimeout(() => {
        root.send({ type: 'app.screen.close', id });
        forget(root.system, id);
      }, 0);
    };
  }, [root, id]);
  return actor;
}
