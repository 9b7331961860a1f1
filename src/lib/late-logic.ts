import type { AnyActorLogic } from 'xstate';

/** The logic handed over for each child still to come, by actor system and the child's id. */
const handedOver = new WeakMap<object, Map<string, AnyActorLogic>>();

/**
 * Hands over the real logic of the child the parent will spawn under `id`: its code came in a
 * later chunk (an account page's flow, the wishlist, the checkout) or with a screen (its loader
 * or form). The parent names the child's slot in `setup({ actors })` and spawns it by that name.
 */
export function handOver(system: object, id: string, logic: AnyActorLogic): void {
  const children = handedOver.get(system) ?? new Map<string, AnyActorLogic>();
  handedOver.set(system, children.set(id, logic));
}

/** A screen closed: its logic is not needed again (a new open hands it over again). */
export function forget(system: object, id: string): void {
  handedOver.get(system)?.delete(id);
}

/**
 * What src/lib provides in a slot the machines name with `notProvidedChild`
 * (machines/shared/not-provided.ts): each actor spawned in it runs the logic handed over under
 * its id, so the slot's code is this and the real code stays out of the first download. Screens of
 * one kind share their machine (each provides its own calls), which the inspector draws.
 */
export function lateSlot(name: string): AnyActorLogic {
  const running = new WeakMap<object, AnyActorLogic>();
  let drawn: AnyActorLogic | undefined;
  const of = (self: object) => running.get(self)!;
  const slot: AnyActorLogic & { readonly id: string | undefined } = {
    get config() {
      return drawn?.config;
    },
    // The inspector tells machines apart by their logic's id.
    get id() {
      return (drawn as { id?: string } | undefined)?.id;
    },
    getInitialSnapshot: (scope, input) => {
      const logic = handedOver.get(scope.system)?.get(scope.self.id);
      if (!logic)
        throw new Error(`'${name}' child '${scope.self.id}' spawned before its logic was handed over`);
      running.set(scope.self, logic);
      drawn ??= logic;
      return logic.getInitialSnapshot(scope, input);
    },
    transition: (snapshot, event, scope) => of(scope.self).transition(snapshot, event, scope),
    start: (snapshot, scope) => of(scope.self).start?.(snapshot, scope),
    // Every late child is a machine: its snapshot knows it.
    getPersistedSnapshot: (snapshot, options) =>
      (snapshot as { machine: AnyActorLogic }).machine.getPersistedSnapshot(snapshot, options),
  };
  return slot;
}
