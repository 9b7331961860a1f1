import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createForm } from '../../src/actors/form-logic';
import { createLoader } from '../../src/actors/loader-logic';
import { FormField } from '../../src/components/ui/form-field';
import { ShopContext } from '../../src/lib/shop-context';
import { useLoader } from '../../src/lib/use-loader';
import { useForm } from '../../src/lib/use-form';
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

/** Lets the root actor take in what the screen sent (the screen's actor joins after the paint). */
const aMoment = () =>
  act(async () => {
    await new Promise((done) => setTimeout(done, 20));
  });

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

describe('useForm: a form is a form machine in the root actor', () => {
  const echo = createForm({
    check: async (values) =>
      String(values.text ?? '').trim() === ''
        ? { ok: false as const, errors: { text: 'Upišite poruku.' } }
        : { ok: true as const, data: String(values.text) },
    submit: async (text: string) => `primljeno: ${text}`,
  });

  function Form() {
    const form = useForm(echo, { values: { text: '' } });
    return (
      <form ref={form.formRef} noValidate onSubmit={form.submit}>
        <input aria-label="Druga" />
        <FormField label="Poruka" {...form.field('text')} />
        <p>{form.status === 'succeeded' ? String(form.result) : 'Poruka nije poslata'}</p>
        <button type="submit">Pošalji</button>
        <button type="button" onClick={() => form.reset()}>
          Nova poruka
        </button>
      </form>
    );
  }

  it('shows its first values from the very first render, before its machine starts', async () => {
    const roots: Root[] = [];
    renderUnderRoot(<Form />, roots);
    expect((screen.getByLabelText('Poruka') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Poruka nije poslata')).toBeTruthy();
    await waitFor(() => expect(screenChildren(firstRoot(roots))).toHaveLength(1));
  });

  it('a refused submit shows the message and moves the focus to that field; typing takes the message away', async () => {
    renderUnderRoot(<Form />);
    await aMoment();
    screen.getByLabelText('Druga').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Upišite poruku.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Poruka')));
    fireEvent.change(screen.getByLabelText('Poruka'), { target: { value: 'zdravo' } });
    await waitFor(() => expect(screen.queryByText('Upišite poruku.')).toBeNull());
  });

  it('sends what was typed, shows the answer, and a reset makes it a new form', async () => {
    renderUnderRoot(<Form />);
    await aMoment();
    fireEvent.change(screen.getByLabelText('Poruka'), { target: { value: 'poruka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('primljeno: poruka')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova poruka' }));
    expect(await screen.findByText('Poruka nije poslata')).toBeTruthy();
    expect((screen.getByLabelText('Poruka') as HTMLInputElement).value).toBe('');
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
