import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { writeModelCoverage } from './coverage';
import type { Effect, EffectLog } from './effect-log';
import { type FakeActors, settle } from './fake-actors';
import { type ModelTransition, plain, unvisitedStates } from './model-walk';

/** A real actor of the machine under test, with fake actors and recorded effects. */
export type ModelHarness = {
  subject: AnyActorRef;
  log: EffectLog;
  fakes: FakeActors;
  errors: unknown[];
  stop: () => void;
};

/** What one step did, for the machine's rule checks. */
export type ModelStepResult<TEvent> = {
  before: AnyMachineSnapshot;
  event: TEvent;
  after: AnyMachineSnapshot;
  effects: Effect[];
};

type ModelTestOptions<TEvent extends EventObject> = {
  machine: AnyStateMachine;
  transitions: ModelTransition<TEvent>[];
  start: () => ModelHarness;
  /** Rules every step must keep (effects, context changes); throw (expect) when broken. */
  check: (step: ModelStepResult<TEvent>) => void;
  /** Turns a model event into the one the real actor gets (e.g. a replyTo placeholder). */
  toRealEvent?: (event: TEvent, harness: ModelHarness) => TEvent;
};

/**
 * Feeds a model event to the real actor: an actor completion settles the fake actor of that
 * invoke id (so the invoke really has to be running), anything else is sent to the actor.
 */
async function feed(harness: ModelHarness, event: EventObject & Record<string, unknown>) {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return harness.fakes.resolve(done[1]!, event.output);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed) return harness.fakes.reject(failed[1]!, event.error);
  harness.subject.send(event);
  await settle();
}

/**
 * The model-based test of one machine: for EVERY transition of its adjacency map, replay the
 * shortest path to the source state and then the transition on a real actor; after each step the
 * actor must be in the model's state with the model's context, and `check` must pass. Writes the
 * covered/total counts for scripts/test-model.mjs.
 */
export function describeModel<TEvent extends EventObject>(name: string, options: ModelTestOptions<TEvent>) {
  const { machine, transitions, start, check, toRealEvent = (event) => event } = options;
  describe(`${name}: every transition of the model`, () => {
    const covered = new Set<number>();
    afterAll(() => writeModelCoverage(name, covered.size, transitions.length));

    it('reaches every state of the machine', () => {
      expect(unvisitedStates(machine, transitions)).toEqual([]);
    });

    for (const [index, transition] of transitions.entries()) {
      it(transition.name, async () => {
        const harness = start();
        try {
          let before = harness.subject.getSnapshot() as AnyMachineSnapshot;
          const steps = [...transition.path, { event: transition.event, state: transition.target }];
          for (const [stepIndex, step] of steps.entries()) {
            const mark = harness.log.mark();
            await feed(harness, toRealEvent(step.event, harness) as EventObject & Record<string, unknown>);
            const after = harness.subject.getSnapshot() as AnyMachineSnapshot;
            const where = `step ${stepIndex + 1}/${steps.length}: ${step.event.type}`;
            expect(harness.errors, where).toEqual([]);
            expect(after.value, where).toEqual(step.state.value);
            expect(plain(after.context), where).toEqual(plain(step.state.context));
            check({ before, event: step.event, after, effects: harness.log.since(mark) });
            before = after;
          }
          covered.add(index);
        } finally {
          harness.stop();
        }
      });
    }
  });
}
