import { expect } from 'vitest';
import { miniCartMachine } from '../../../machines/mini-cart/mini-cart.machine';
import { selectAddedLine, selectMiniCartOpen } from '../../../machines/mini-cart/mini-cart.selectors';
import type { MiniCartEvent } from '../../../machines/mini-cart/mini-cart.types';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

// Two adds (so a second add while open replaces the first), a close, and a show without a product.
const events: MiniCartEvent[] = [
  { type: 'miniCart.show', productId: 1, quantity: 1 },
  { type: 'miniCart.show', productId: 3, quantity: 2 },
  { type: 'miniCart.show', productId: 1, quantity: 0 },
  { type: 'miniCart.close' },
];

function start() {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const { root, subject, errors } = startInSystem(miniCartMachine, {
    systemId: systemIds.miniCart,
    neighbours: [],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

type State = 'closed' | 'open';

/** A show that names a product and at least one whole piece: only such a show has an add to show. */
const namesAnAdd = (event: MiniCartEvent): boolean =>
  event.type === 'miniCart.show' &&
  Number.isInteger(event.productId) &&
  Number.isInteger(event.quantity) &&
  event.quantity >= 1;

/**
 * The oracle, from issue 14's rules (not the machine's config): a show with an add opens the
 * dialog (or keeps it open on the new add), the shopper's close closes it, anything else leaves it.
 */
function expectedState(before: State, event: MiniCartEvent): State {
  if (event.type === 'miniCart.show') return namesAnAdd(event) ? 'open' : before;
  return 'closed';
}

/** Issue 14: a successful add opens the mini-cart with that add; the shopper's close closes it. */
function checkMiniCartRules({ before, event, after, effects }: ModelStepResult<MiniCartEvent>) {
  expect(after.value).toBe(expectedState(before.value as State, event));
  const wasOpen = selectMiniCartOpen(before as never);
  const open = selectMiniCartOpen(after as never);
  const shown = selectAddedLine(after as never);
  if (event.type === 'miniCart.show' && namesAnAdd(event)) {
    expect(open).toBe(true);
    expect(shown).toEqual({ productId: event.productId, quantity: event.quantity });
  } else if (event.type === 'miniCart.show') {
    // A show without pieces changes nothing.
    expect(open).toBe(wasOpen);
    expect(shown).toEqual(selectAddedLine(before as never));
  } else {
    expect(open).toBe(false);
    expect(shown).toBeNull();
  }
  // Open exactly when it has an add to show.
  expect(open).toBe(shown !== null);
  // The mini-cart only shows: it calls, sends and emits nothing.
  expect(effects).toEqual([]);
}

describeModel('mini-cart', {
  machine: miniCartMachine,
  transitions: transitionsOf(miniCartMachine, { events: () => events }) as never,
  start,
  check: checkMiniCartRules as never,
});
