import type { SnapshotFrom } from 'xstate';
import type { scriptMachine } from './script.machine';
import type { Script } from './script.types';

type ScriptSnapshot = SnapshotFrom<typeof scriptMachine>;

/** The script the shop is shown in. */
export const selectScript = (snapshot: ScriptSnapshot): Script =>
  snapshot.matches('cyrillic') ? 'cyrillic' : 'latin';
