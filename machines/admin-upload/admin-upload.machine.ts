import { assign, fromCallback, setup } from 'xstate';
import type { AdminUploadContext, AdminUploadEvent, ChosenFile, UploadLimits } from './admin-upload.types';

const fileOf = (event: AdminUploadEvent): ChosenFile | undefined =>
  event.type === 'adminUpload.choose' &&
  typeof event.file === 'object' &&
  event.file !== null &&
  typeof event.file.size === 'number'
    ? event.file
    : undefined;

/** Stately's visualizer has no input: any file up to 10 MB. */
const ANY_FILE: UploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  types: null,
  tooLarge: 'Datoteka je prevelika.',
  wrongType: 'Ova vrsta datoteke nije podržana.',
};

/** After an outcome: choose another file, or go back to choosing. */
const choose = [
  { guard: 'tooLarge', target: '#adminUpload.failed', actions: 'refuseSize' },
  { guard: 'wrongType', target: '#adminUpload.failed', actions: 'refuseType' },
  { guard: 'chosen', target: '#adminUpload.uploading', actions: 'takeFile' },
] as const;

/**
 * One file sent to the server with its progress shown (a product photo, the catalogue's JSON): a
 * file over the limit or of the wrong type is refused before anything is sent; while it uploads,
 * the bar follows XMLHttpRequest's progress, and "Prekini" aborts it; then the server's answer or
 * its Serbian refusal.
 */
export const adminUploadMachine = setup({
  types: {} as { context: AdminUploadContext; events: AdminUploadEvent; input: UploadLimits | undefined },
  actors: {
    upload: fromCallback<AdminUploadEvent, ChosenFile>(() => {
      throw new Error("actor 'upload' is not provided");
    }),
  },
  guards: {
    chosen: ({ event }) => fileOf(event) !== undefined,
    tooLarge: ({ context, event }) => (fileOf(event)?.size ?? 0) > context.limits.maxBytes,
    wrongType: ({ context, event }) => {
      const file = fileOf(event);
      return file !== undefined && context.limits.types !== null && !context.limits.types.includes(file.type);
    },
  },
  actions: {
    takeFile: assign(({ event }) => ({
      file: fileOf(event) ?? null,
      progress: null,
      result: null,
      error: null,
    })),
    refuseSize: assign(({ context, event }) => ({
      file: fileOf(event) ?? null,
      progress: null,
      error: context.limits.tooLarge,
    })),
    refuseType: assign(({ context, event }) => ({
      file: fileOf(event) ?? null,
      progress: null,
      error: context.limits.wrongType,
    })),
    // Provided: the screen's data reads again (a product's photos; the catalogue).
    succeeded: () => {},
  },
}).createMachine({
  id: 'adminUpload',
  context: ({ input }) => ({
    limits: input ?? ANY_FILE,
    file: null,
    progress: null,
    result: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a file to be chosen.',
      on: { 'adminUpload.choose': choose },
    },
    uploading: {
      description: 'The file is on its way; the bar shows how much of it the server has.',
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => context.file as ChosenFile,
        onError: {
          target: 'failed',
          actions: assign({ error: 'Slanje datoteke nije uspelo. Pokušajte ponovo.' }),
        },
      },
      on: {
        'adminUpload.progress': {
          actions: assign({
            progress: ({ event }) => ({ loaded: Number(event.loaded) || 0, total: Number(event.total) || 0 }),
          }),
        },
        'adminUpload.finished': {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.result ?? null }), 'succeeded'],
        },
        'adminUpload.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error ?? 'Slanje datoteke nije uspelo.' }),
        },
        'adminUpload.cancel': { target: 'idle', actions: assign({ file: null, progress: null }) },
      },
    },
    done: {
      description: 'The server took the file; its answer shows (the photo, the counts imported).',
      on: { 'adminUpload.choose': choose, 'adminUpload.reset': 'idle' },
    },
    failed: {
      description: 'Refused before sending, or by the server: the reason, and another file may be chosen.',
      on: { 'adminUpload.choose': choose, 'adminUpload.reset': 'idle' },
    },
  },
});
