import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { writeModelCoverage } from './coverage';
import type { Effect, EffectLog } from './effect-log';
import { type FakeActors, settle } from './fake-actors';
import {
  chosenPaths,
  describeEvent,
  type ModelApart,
  type ModelStep,
  type ModelTransitions,
  plain,
  unvisitedStates,
} from './model-walk';
import {
  definitionTransitions,
  observedSystems,
  observeTransitions,
  recordTransitions,
} from './transition-coverage';

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
  /** From `transitionsOf(machine, …)`: the adjacency map's transitions and its vertices. */
  transitions: ModelTransitions<TEvent>;
  start: () => ModelHarness;
  /** Rules every step must keep (effects, context changes); throw (expect) when broken. */
  check: (step: ModelStepResult<TEvent>) => void;
  /**
   * What `check` branches on that no guard of the step reads (./model-walk.ts `chosenPaths`): steps
   * that differ in it are replayed apart, so that branch of the rules still runs.
   */
  apart?: ModelApart<TEvent>;
  /** Turns a model event into the one the real actor gets (e.g. a replyTo placeholder). */
  toRealEvent?: (event: TEvent, harness: ModelHarness) => TEvent;
  /**
   * One of several models of the same machine (each with its own sample events, so no single walk
   * has to multiply them all): the coverage reports of a machine's parts are merged.
   */
  part?: string;
  /** State node ids another part of the machine's model walks (its sample events would multiply this walk). */
  statesWalkedElsewhere?: string[];
  /**
   * Whether `check` also judges the sample events a state ignores (default): an oracle that says
   * where every event leads from every state then catches a lost transition. False for a check
   * written only for the steps the walk takes (its rules assume the event was handled).
   */
  judgeIgnored?: boolean;
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
 * Starts a harness and observes its actor system, so that the transitions the test's steps take
 * are recorded (startInSystem inspects from the start; any other harness from just after it).
 */
function startObserved(start: () => ModelHarness) {
  const recording = recordTransitions();
  const harness = start();
  const { system } = harness.subject;
  const inspection = observedSystems.has(system) ? undefined : system.inspect(observeTransitions);
  return {
    harness,
    taken: recording.taken,
    stop: () => {
      inspection?.unsubscribe();
      recording.stop();
      harness.stop();
    },
  };
}

/**
 * The model-based test of one machine:
 *
 * - for the transitions of its adjacency map that differ in what they exercise (`chosenPaths` in
 *   ./model-walk.ts: state value, sample event, target state value and the definition transitions
 *   taken), replay the shortest path to the source state and then the transition on a real actor;
 *   after EVERY step the actor must be in the model's state with the model's context, and `check`
 *   (the machine's spec oracles) must pass;
 * - for every state value (and set of ignored sample events), replay the shortest path to it, then
 *   send the state's sample events it does not handle one after another: each must leave the state
 *   value, the context and the effects as they were (inertness: e.g. a second
 *   `auth.sessionExpired` while logging out does nothing), and `check` judges each such step too
 *   (unless `judgeIgnored: false`), so a transition the rules expect but the machine lacks fails;
 * - definition coverage: which transitions of the machine's DEFINITION (./transition-coverage.ts)
 *   the steps of passing tests took, written for scripts/test-model.mjs (which fails under 100%).
 *   Only these steps count, each checked against the model and the rules; what a `*.rules.test.ts`
 *   happens to take does not (its steps are not all checked), so a transition missing here needs a
 *   sample event in the model.
 */
export function describeModel<TEvent extends EventObject>(name: string, options: ModelTestOptions<TEvent>) {
  const {
    machine,
    transitions,
    start,
    check,
    toRealEvent = (event) => event,
    part,
    apart,
    judgeIgnored = true,
  } = options;
  const elsewhere = new Set(options.statesWalkedElsewhere ?? []);
  const { paths, vertices } = chosenPaths(transitions, apart);
  const definition = definitionTransitions(machine);

  describe(`${part ? `${name} (${part})` : name}: every transition of the model`, () => {
    // Only steps of tests that passed count: a transition is covered when a checked step took it.
    const taken = new Set<string>();
    afterAll(() => writeModelCoverage(name, definition, taken, part));

    /** Sends the steps in order, checking each against the model and the rules. */
    async function replay(harness: ModelHarness, steps: ModelStep<TEvent>[]) {
      let before = harness.subject.getSnapshot() as AnyMachineSnapshot;
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
    }

    // A part walks one concern of the machine; the machine's main model reaches every state.
    if (!part) {
      it('reaches every state of the machine', () => {
        const replayed = [
          transitions.vertices[0]!.state,
          ...paths.flatMap(({ steps }) => steps.map(({ state }) => state)),
        ];
        expect(unvisitedStates(machine, replayed).filter((id) => !elsewhere.has(id))).toEqual([]);
      });
    }

    for (const path of paths) {
      it(path.name, async () => {
        const run = startObserved(start);
        try {
          await replay(run.harness, path.steps);
          for (const key of run.taken) taken.add(key);
        } finally {
          run.stop();
        }
      });
    }

    for (const vertex of vertices.filter(({ ignored }) => ignored.length > 0)) {
      it(`${vertex.name} ignores ${vertex.ignored.map((event) => event.type).join(', ')}`, async () => {
        const run = startObserved(start);
        const { harness } = run;
        try {
          await replay(harness, vertex.path);
          for (const event of vertex.ignored) {
            const where = `${vertex.name}: ${describeEvent(event)}`;
            const before = harness.subject.getSnapshot() as AnyMachineSnapshot;
            const mark = harness.log.mark();
            const step = recordTransitions();
            try {
              harness.subject.send(toRealEvent(event, harness));
              await settle();
            } finally {
              step.stop();
            }
            const after = harness.subject.getSnapshot() as AnyMachineSnapshot;
            expect(harness.errors, where).toEqual([]);
            // The oracle judges an ignored event too: a transition the rules want but the machine
            // lost (a dropped `on` entry) shows here, where the walk no longer has a step for it.
            if (judgeIgnored)
              check({ before, event: event as TEvent, after, effects: harness.log.since(mark) });
            expect([...step.taken], where).toEqual([]);
            expect(after.status, where).toBe('active');
            expect(after.value, where).toEqual(before.value);
            expect(plain(after.context), where).toEqual(plain(before.context));
            expect(Object.keys(after.children), where).toEqual(Object.keys(before.children));
            expect(harness.log.since(mark), where).toEqual([]);
          }
          for (const key of run.taken) taken.add(key);
        } finally {
          run.stop();
        }
      });
    }
  });
}
