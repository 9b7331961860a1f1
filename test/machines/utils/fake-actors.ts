import { fromPromise } from 'xstate';
import type { EffectLog } from './effect-log';

type Call = {
  id: string;
  input: unknown;
  status: 'pending' | 'resolved' | 'rejected' | 'cancelled';
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
};

/** Lets the actor system finish reacting to a settled promise before the test looks. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Promise actors that stay pending until the test resolves or rejects them, addressed by the
 * invoke id (the `<id>` of `xstate.done.actor.<id>`). Each call is logged with its input.
 */
export function createFakeActors(log: EffectLog) {
  const calls: Call[] = [];

  function pendingCall(id: string): Call {
    const pending = calls.filter((call) => call.id === id && call.status === 'pending');
    if (pending.length !== 1) {
      throw new Error(`expected one running '${id}' actor, found ${pending.length}`);
    }
    return pending[0]!;
  }

  return {
    calls,
    /** Promise logic for one actor slot; resolves only when the test says so. */
    logic: () =>
      fromPromise<any, any>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            const call: Call = { id: self.id, input, status: 'pending', resolve, reject };
            signal.addEventListener('abort', () => {
              call.status = 'cancelled';
            });
            calls.push(call);
            log.push({ kind: 'invoke', id: self.id, input });
          }),
      ),
    running: (id: string) => calls.filter((call) => call.id === id && call.status === 'pending'),
    async resolve(id: string, output: unknown) {
      const call = pendingCall(id);
      call.status = 'resolved';
      call.resolve(output);
      await settle();
    },
    async reject(id: string, error: unknown) {
      const call = pendingCall(id);
      call.status = 'rejected';
      call.reject(error);
      await settle();
    },
  };
}

export type FakeActors = ReturnType<typeof createFakeActors>;
