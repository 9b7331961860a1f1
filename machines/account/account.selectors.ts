import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';

type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The register form's address belongs to an existing account (the form says so, with links). */
export const selectIsEmailTaken = (snapshot: AccountSnapshot): boolean => snapshot.matches('taken');
