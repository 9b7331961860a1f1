import { expect } from 'vitest';
import { adminUploadMachine } from '../../../machines/admin-upload/admin-upload.machine';
import { selectChosenFile } from '../../../machines/admin-upload/admin-upload.selectors';
import type {
  AdminUploadContext,
  AdminUploadEvent,
  UploadLimits,
} from '../../../machines/admin-upload/admin-upload.types';
import { actionsIn, EffectLog, invokesIn } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelHarness, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorFailed, transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

type ModelEvent = AdminUploadEvent | ActorCompletion;
type Step = 'idle' | 'uploading' | 'done' | 'failed';

const MB = 1024 * 1024;
const LIMITS: UploadLimits = {
  maxBytes: 10 * MB,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: 'Slika je veća od 10 MB.',
  wrongType: 'Izaberite JPEG, PNG ili WebP sliku.',
};
const PHOTO = { name: 'usisivac.jpg', size: 2 * MB, type: 'image/jpeg' };
const HUGE = { name: 'ogromna.png', size: 10 * MB + 1, type: 'image/png' };
const GIF = { name: 'animacija.gif', size: 1 * MB, type: 'image/gif' };
const ANSWER = { image: { id: 12 } };
const REFUSAL = 'Datoteka nije slika.';

const events: ModelEvent[] = [
  { type: 'adminUpload.choose', file: PHOTO },
  { type: 'adminUpload.choose', file: HUGE },
  { type: 'adminUpload.choose', file: GIF },
  { type: 'adminUpload.progress', loaded: 1 * MB, total: 2 * MB },
  { type: 'adminUpload.finished', result: ANSWER },
  { type: 'adminUpload.failed', error: REFUSAL },
  { type: 'adminUpload.cancel' },
  { type: 'adminUpload.reset' },
  actorFailed('upload', new Error('boom')),
];

const transitions = transitionsOf(adminUploadMachine, {
  events: () => events as AdminUploadEvent[],
  input: LIMITS,
});

function start(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = adminUploadMachine.provide({
    actors: { upload: fakes.logic() as never },
    actions: { succeeded: log.action('succeeded') },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: 'adminUpload',
    neighbours: [],
    log,
    input: LIMITS,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

/**
 * The oracle, from the upload's rules (issue 33: JPEG, PNG or WebP up to 10 MB; a progress bar):
 * a chosen file is checked before anything is sent; while uploading only the upload's own news and
 * "Prekini" count; after an outcome another file may be chosen or the screen reset.
 */
function expected(from: Step, event: ModelEvent): Step {
  if (event.type === 'adminUpload.choose' && from !== 'uploading') {
    const { size, type } = event.file;
    return size > LIMITS.maxBytes || !LIMITS.types!.includes(type) ? 'failed' : 'uploading';
  }
  if (from === 'uploading') {
    if (event.type === 'adminUpload.finished') return 'done';
    if (event.type === 'adminUpload.failed' || event.type === 'xstate.error.actor.upload') return 'failed';
    if (event.type === 'adminUpload.cancel') return 'idle';
  }
  if (event.type === 'adminUpload.reset' && (from === 'done' || from === 'failed')) return 'idle';
  return from;
}

function checkUploadRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AdminUploadContext;
  const now = after.context as AdminUploadContext;
  const from = before.value as Step;
  const to = expected(from, event);
  expect(after.value).toBe(to);

  // Only an accepted file is sent, once; the screen's data reads again after a success.
  const sent = to === 'uploading' && from !== 'uploading' ? [PHOTO] : [];
  expect(invokesIn(effects, 'upload')).toEqual(sent);
  expect(actionsIn(effects, 'succeeded')).toHaveLength(to === 'done' && from === 'uploading' ? 1 : 0);

  if (event.type === 'adminUpload.choose' && from !== 'uploading') {
    expect(now.file).toEqual(event.file);
    expect(now.progress).toBeNull();
    if (event.file === HUGE) expect(now.error).toBe(LIMITS.tooLarge);
    else if (event.file === GIF) expect(now.error).toBe(LIMITS.wrongType);
    else expect(now).toMatchObject({ error: null, result: null });
  } else if (from === 'uploading' && event.type === 'adminUpload.progress') {
    expect(now.progress).toEqual({ loaded: 1 * MB, total: 2 * MB });
  } else if (from === 'uploading' && to === 'done') {
    expect(now.result).toEqual(ANSWER);
  } else if (from === 'uploading' && event.type === 'adminUpload.failed') {
    expect(now.error).toBe(REFUSAL);
  } else if (from === 'uploading' && to === 'failed') {
    expect(now.error).toBe('Slanje datoteke nije uspelo. Pokušajte ponovo.');
  } else if (from === 'uploading' && to === 'idle') {
    expect(now).toMatchObject({ file: null, progress: null });
  } else {
    expect(now).toEqual(was);
  }
  expect(after.hasTag('busy')).toBe(to === 'uploading');
  // The preview shows the file chosen last, sent or refused; none while waiting for a choice.
  expect(selectChosenFile(after as never)).toBe(to === 'idle' ? null : now.file);
  if (event.type === 'adminUpload.choose' && from !== 'uploading')
    expect(selectChosenFile(after as never)).toBe(event.file);
}

describeModel('admin-upload', {
  machine: adminUploadMachine,
  transitions: transitions as never,
  start,
  check: checkUploadRules as never,
});
