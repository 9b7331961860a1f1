import { afterEach, describe, expect, it } from 'vitest';
import { actionsIn, invokesIn } from '../utils/effect-log';
import type { ModelHarness } from '../utils/model-test';
import { INITIAL, startForm } from './form.harness';

// One form (machines/form), rule by rule: values, the contract's check, errors, one send.

const TYPED = { email: 'ana@example.rs', password: 'tajna-lozinka-1' };
const REFUSED = { ok: false, errors: { email: 'Unesite ispravnu e-adresu.' } };

let form: ModelHarness | undefined;
afterEach(() => form?.stop());

function filled(input?: Parameters<typeof startForm>[0]) {
  form = startForm(input);
  for (const [field, value] of Object.entries(TYPED))
    form.subject.send({ type: 'form.change', field, value });
  return form;
}
const context = () => form!.subject.getSnapshot().context;

describe('form: values, check, errors, send', () => {
  it('keeps what the shopper types', () => {
    filled();
    expect(context().values).toEqual(TYPED);
  });

  it('a refused check shows the messages, counts the refusal and sends nothing', async () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    expect(invokesIn(form.log.entries, 'check')).toEqual([{ values: TYPED, extra: null }]);
    await form.fakes.resolve('check', REFUSED);
    expect(form.subject.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ errors: REFUSED.errors, refused: REFUSED.errors });
    expect(invokesIn(form.log.entries, 'submit')).toEqual([]);
  });

  it('changing a refused field takes its message away, the others stay', async () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: false, errors: { email: 'E', password: 'P' } });
    const refused = context().refused;
    form.subject.send({ type: 'form.change', field: 'email', value: 'ana@example.com' });
    expect(context().errors).toEqual({ email: undefined, password: 'P' });
    // The focus moved at the refusal; an edit does not move it again.
    expect(context().refused).toBe(refused);
  });

  it('a passed check sends the checked data once, with what the form carries beside it', async () => {
    const form = filled({ values: INITIAL, extra: '/korpa' });
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: true, data: { ...TYPED, email: 'ana@example.rs' } });
    form.subject.send({ type: 'form.submit' });
    expect(invokesIn(form.log.entries, 'submit')).toEqual([{ data: TYPED, extra: '/korpa' }]);
    expect(form.subject.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a double submit is checked once', () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    form.subject.send({ type: 'form.submit' });
    expect(invokesIn(form.log.entries, 'check')).toHaveLength(1);
  });

  it('a success keeps the answer and tells the shop; a form of secrets is emptied', async () => {
    const form = filled({ values: INITIAL, clearOnSuccess: true });
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: true, data: TYPED });
    await form.fakes.resolve('submit', 'sačuvano');
    expect(form.subject.getSnapshot().value).toBe('succeeded');
    expect(context()).toMatchObject({ result: 'sačuvano', values: INITIAL });
    expect(actionsIn(form.log.entries, 'succeeded')).toHaveLength(1);
  });

  it('a form not asked to empty itself keeps what was typed after a success', async () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: true, data: TYPED });
    await form.fakes.resolve('submit', 'sačuvano');
    expect(context().values).toEqual(TYPED);
  });

  it('a failed send keeps the values and the server’s text, until the next send', async () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: true, data: TYPED });
    await form.fakes.reject('submit', new Error('Trenutna lozinka nije tačna.'));
    expect(form.subject.getSnapshot().value).toBe('failed');
    expect(context()).toMatchObject({ values: TYPED, error: 'Trenutna lozinka nije tačna.' });
    expect(actionsIn(form.log.entries, 'succeeded')).toEqual([]);
    form.subject.send({ type: 'form.submit' });
    await form.fakes.resolve('check', { ok: true, data: TYPED });
    expect(context().error).toBeNull();
  });

  it('a check that cannot run (its code did not load) fails the form with a Serbian text', async () => {
    const form = filled();
    form.subject.send({ type: 'form.submit' });
    await form.fakes.reject('check', new Error(''));
    expect(form.subject.getSnapshot().value).toBe('failed');
    expect(context().error).toBe('Došlo je do greške. Pokušajte ponovo.');
  });

  it('a reset goes back to the first values, or to those it brings', async () => {
    const form = filled();
    form.subject.send({ type: 'form.reset' });
    expect(context().values).toEqual(INITIAL);
    form.subject.send({ type: 'form.reset', values: TYPED });
    expect(context()).toMatchObject({ values: TYPED, initial: TYPED, errors: {} });
  });
});
