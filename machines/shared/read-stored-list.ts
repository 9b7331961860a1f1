import { logFailure } from './log-failure';

/**
 * `reading: { invoke: readStoredList('… nije pročitana') }` in a machine showing a list this
 * browser kept (the comparison, the recently viewed): the provided `readStored` reads it, the
 * machine's `adoptStored` takes it and it goes to `ready`; a failure is only logged, and the list
 * stays empty.
 */
export const readStoredList = (failure: string) => ({
  id: 'readStored',
  src: 'readStored' as const,
  onDone: { target: 'ready', actions: 'adoptStored' as const },
  onError: { target: 'ready', actions: logFailure(failure) },
});
