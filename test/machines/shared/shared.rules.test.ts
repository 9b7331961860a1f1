import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PLACE_ORDER_FALLBACK_MESSAGE } from '../../../machines/checkout/checkout.messages';
import { failureOf } from '../../../machines/checkout/checkout.order';
import { enqueued, runningCommand } from '../../../machines/shared/command-queue';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../machines/shared/error-message';
import { notProvided } from '../../../machines/shared/not-provided';

// The helpers every machine uses to word a failure, stated rule by rule.

describe('the text a view shows for a failed call', () => {
  it('an error’s own message, or a string’s text', () => {
    expect(errorMessage(new Error('Nema dovoljno proizvoda na stanju.'))).toBe(
      'Nema dovoljno proizvoda na stanju.',
    );
    expect(errorMessage('Previše pokušaja.')).toBe('Previše pokušaja.');
  });

  it('an error or string with nothing but spaces, or anything else, gets the Serbian fallback', () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe('Došlo je do greške. Pokušajte ponovo.');
    expect(errorMessage(new Error('   '))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('  ')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage({ message: 'nije greška' })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('a failed order placement (checkout.order.ts failureOf)', () => {
  it('a failure the placeOrder actor describes is kept as it is', () => {
    const shortage = { kind: 'changed', message: 'Porudžbina se promenila.' };
    expect(failureOf(shortage)).toBe(shortage);
  });

  it('anything else counts as no answer, safe to retry, with the fallback text', () => {
    const unanswered = { kind: 'unanswered', message: PLACE_ORDER_FALLBACK_MESSAGE };
    expect(failureOf(new Error('Failed to fetch'))).toEqual(unanswered);
    expect(failureOf(null)).toEqual(unanswered);
    expect(failureOf('greška')).toEqual(unanswered);
    expect(failureOf({ kind: 'changed' })).toEqual(unanswered);
    expect(failureOf({ message: 'Porudžbina se promenila.' })).toEqual(unanswered);
  });
});

describe('an actor slot nobody provided', () => {
  it('fails when run, naming the actor (a wiring bug, not a silent no-op)', async () => {
    const actor = createActor(notProvided<string>('fetchCart'));
    actor.subscribe({ error: () => {} });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow("actor 'fetchCart' is not provided");
  });
});

describe('the call queue the cart and the wishlist share (one call at a time, in the order asked)', () => {
  type Command = { type: 'add'; productId: number } | { type: 'remove'; itemId: number };
  const add: Command = { type: 'add', productId: 12 };
  const remove: Command = { type: 'remove', itemId: 3 };

  it('a command asked for waits behind the ones before it', () => {
    const queue: Command[] = [add];
    expect(enqueued(queue, remove)).toEqual([add, remove]);
    expect(queue).toEqual([add]);
  });

  it('an event that makes no call leaves the queue as it is', () => {
    const queue: Command[] = [add, remove];
    expect(enqueued(queue, null)).toBe(queue);
    expect(queue).toEqual([add, remove]);
  });

  it('the state running a command reads it by its type', () => {
    expect(runningCommand<Command, 'add'>({ running: add, queue: [remove] }, 'add')).toBe(add);
  });

  it('a running command of another type, or none, is a wiring bug that says what it found', () => {
    expect(() => runningCommand<Command, 'remove'>({ running: add, queue: [] }, 'remove')).toThrow(
      "expected a running 'remove', found 'add'",
    );
    expect(() => runningCommand<Command, 'add'>({ running: null, queue: [add] }, 'add')).toThrow(
      "expected a running 'add', found 'undefined'",
    );
  });
});
