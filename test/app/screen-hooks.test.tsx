import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLoader, createSubmission } from '../../src/actors/loader-logic';
import { ShopContext } from '../../src/lib/shop-context';
import { useLoader } from '../../src/lib/use-loader';
import { useSubmission } from '../../src/lib/use-submission';
import { QuietShopRoot } from '../utils/quiet-shop-root';

type Root = ReturnType<typeof ShopContext.useActorRef>;

/** Renders `ui` under the root actor; `roots` receives the root actor the screens use. */
function renderUnderRoot(ui: ReactNode, roots: Root[] = []) {
  function RootProbe() {
    roots.push(ShopContext.useActorRef());
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QuietShopRoot>
        <RootProbe />
        {children}
      </QuietShopRoot>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

function firstRoot(roots: Root[]): Root {
  const [root] = roots;
  if (!root) throw new Error('the root actor was not rendered');
  return root;
}

/** The screen actors the root holds, by id. */
const screenActors = (root: Root) =>
  Object.entries(root.getSnapshot().children).filter(([id]) => id.startsWith('screen'));
const screenChildren = (root: Root) => screenActors(root).map(([id]) => id);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The state of each screen actor the root holds. */
const screenStates = (root: Root) =>
  screenActors(root).map(([, child]) => (child?.getSnapshot() as { value?: unknown } | undefined)?.value);

/** Lets the root actor take in what the screen sent (the screen's actor joins after the paint). */
const aMoment = () =>
  act(async () => {
    await new Promise((done) => setTimeout(done, 20));
  });

/** Lets pending promise callbacks run (no timer) until `done` holds. */
async function flushMicrotasksUntil(done: () => boolean) {
  for (let i = 0; i < 1000 && !done(); i += 1) await Promise.resolve();
}

type Query = { category: string };

describe('useLoader: a screen reads its data through a loader in the root actor', () => {
  it('shows loading with no data and no error from the very first render', async () => {
    const renders: unknown[] = [];
    const products = createLoader(async (query: Query) => `proizvodi: ${query.category}`);
    function Products() {
      const loaded = useLoader(products, { category: 'cipele' });
      renders.push({ status: loaded.status, data: loaded.data, error: loaded.error });
      return <p>{loaded.status === 'loaded' ? loaded.data : 'Učitava se…'}</p>;
    }
    renderUnderRoot(<Products />);
    expect(await screen.findByText('proizvodi: cipele')).toBeTruthy();
    expect(renders[0]).toEqual({ status: 'loading', data: null, error: null });
    expect(renders).toContainEqual({ status: 'loaded', data: 'proizvodi: cipele', error: null });
  });

  it('loads the first query once, again when the query changes, and not for an equal query', async () => {
    const asked: string[] = [];
    const products = createLoader(async (query: Query) => {
      asked.push(query.category);
      return `proizvodi: ${query.category}`;
    });
    function Products({ category }: { category: string }) {
      // A new query object every render: only its value counts.
      const loaded = useLoader(products, { category });
      return <p>{loaded.status === 'loaded' ? loaded.data : 'Učitava se…'}</p>;
    }
    const { rerender } = renderUnderRoot(<Products category="cipele" />);
    expect(await screen.findByText('proizvodi: cipele')).toBeTruthy();
    expect(asked).toEqual(['cipele']);

    rerender(<Products category="torbe" />);
    expect(await screen.findByText('proizvodi: torbe')).toBeTruthy();
    expect(asked).toEqual(['cipele', 'torbe']);

    rerender(<Products category="torbe" />);
    await aMoment();
    expect(asked).toEqual(['cipele', 'torbe']);
    expect(screen.getByText('proizvodi: torbe')).toBeTruthy();
  });

  it('loads again when the shopper retries after a failure', async () => {
    let attempts = 0;
    const products = createLoader(async (query: Query) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Server nije dostupan.');
      return `proizvodi: ${query.category}`;
    });
    function Products() {
      const loaded = useLoader(products, { category: 'cipele' });
      if (loaded.status === 'failed')
        return (
          <>
            <p>{loaded.error}</p>
            <button type="button" onClick={loaded.retry}>
              Pokušaj ponovo
            </button>
          </>
        );
      return <p>{loaded.status === 'loaded' ? loaded.data : 'Učitava se…'}</p>;
    }
    renderUnderRoot(<Products />);
    expect(await screen.findByText('Server nije dostupan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByText('proizvodi: cipele')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('useSubmission: a form sends through a submission in the root actor', () => {
  it('is idle with no result and no error from the very first render', async () => {
    const renders: unknown[] = [];
    const send = createSubmission(async (text: string) => `primljeno: ${text}`);
    function Form() {
      const form = useSubmission(send);
      renders.push({ status: form.status, result: form.result, error: form.error });
      return (
        <button type="button" onClick={() => form.submit('poruka')}>
          Pošalji
        </button>
      );
    }
    const roots: Root[] = [];
    renderUnderRoot(<Form />, roots);
    await waitFor(() => expect(screenChildren(firstRoot(roots))).toHaveLength(1));
    expect(renders[0]).toEqual({ status: 'idle', result: null, error: null });
  });

  it('tells the screen of each success, and the form can be reset to send anew', async () => {
    const send = createSubmission(async (text: string) => `primljeno: ${text}`);
    const onSuccess = vi.fn();
    function Form() {
      const form = useSubmission(send, onSuccess);
      return (
        <>
          <p>{form.status === 'succeeded' ? form.result : 'Poruka nije poslata'}</p>
          <button type="button" onClick={() => form.submit('poruka')}>
            Pošalji
          </button>
          <button type="button" onClick={form.reset}>
            Nova poruka
          </button>
        </>
      );
    }
    renderUnderRoot(<Form />);
    const sendButton = await screen.findByRole('button', { name: 'Pošalji' });
    await aMoment();
    fireEvent.click(sendButton);
    expect(await screen.findByText('primljeno: poruka')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith('primljeno: poruka');

    fireEvent.click(screen.getByRole('button', { name: 'Nova poruka' }));
    expect(await screen.findByText('Poruka nije poslata')).toBeTruthy();
  });

  it('does not tell a screen that has gone of a success that arrives after it left', async () => {
    const answer = deferred<string>();
    const send = createSubmission((_text: string) => answer.promise);
    const onSuccess = vi.fn();
    function Form() {
      const form = useSubmission(send, onSuccess);
      return (
        <>
          <p>{form.status === 'submitting' ? 'Šalje se…' : 'Poruka nije poslata'}</p>
          <button type="button" onClick={() => form.submit('poruka')}>
            Pošalji
          </button>
        </>
      );
    }
    const roots: Root[] = [];
    const { rerender } = renderUnderRoot(<Form />, roots);
    await aMoment();
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Šalje se…')).toBeTruthy();

    // The shopper leaves the form; the shop (its root actor) stays.
    rerender(<p>Druga strana</p>);
    // The answer arrives before the root closes the submission (a tick after the unmount).
    answer.resolve('primljeno: poruka');
    const root = firstRoot(roots);
    await flushMicrotasksUntil(() => !screenStates(root).includes('submitting'));
    expect(screenStates(root)).toEqual(['succeeded']);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('useScreenActor: a screen’s actor lives in the root actor while the screen shows', () => {
  it('the root stops the screen’s actor after the screen unmounts', async () => {
    const products = createLoader(async (query: Query) => `proizvodi: ${query.category}`);
    function Products() {
      const loaded = useLoader(products, { category: 'cipele' });
      return <p>{loaded.status === 'loaded' ? loaded.data : 'Učitava se…'}</p>;
    }
    const roots: Root[] = [];
    const { rerender } = renderUnderRoot(<Products />, roots);
    expect(await screen.findByText('proizvodi: cipele')).toBeTruthy();
    const root = firstRoot(roots);
    expect(screenChildren(root)).toHaveLength(1);

    rerender(<p>Druga strana</p>);
    await waitFor(() => expect(screenChildren(root)).toEqual([]));
    expect(root.getSnapshot().status).toBe('active');
  });
});
