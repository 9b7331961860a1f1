import type { SnapshotFrom } from 'xstate';
import type { adminUploadMachine } from './admin-upload.machine';
import type { ChosenFile } from './admin-upload.types';

type AdminUploadSnapshot = SnapshotFrom<typeof adminUploadMachine>;

export type AdminUploadView = {
  status: 'idle' | 'uploading' | 'done' | 'failed';
  fileName: string | null;
  /** 0–100, or null before the first progress event. */
  percent: number | null;
  result: unknown;
  error: string | null;
};

/** What an upload's view shows. */
export const selectUploadView = (snapshot: AdminUploadSnapshot): AdminUploadView => {
  const { progress } = snapshot.context;
  return {
    status: snapshot.value as AdminUploadView['status'],
    fileName: snapshot.context.file?.name ?? null,
    percent:
      progress && progress.total > 0
        ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
        : null,
    result: snapshot.context.result,
    error: snapshot.context.error,
  };
};

/** The file chosen last (sent, being sent or refused), for its preview; none while waiting for a choice. */
export const selectChosenFile = (snapshot: AdminUploadSnapshot): ChosenFile | null =>
  snapshot.matches('idle') ? null : snapshot.context.file;
