import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showToast, toastContainerMounted, toastsRequested } from '../../src/actors/toast';

/*
 * The toast helper (src/actors/toast.tsx) with react-toastify's `toast` recorded: when the shop first
 * asks for a toast, that toasts wait for the container, and what each shows (kind, title, text, duration).
 * The tests run in order: the module remembers its first toast and the container's mounts.
 */

const toast = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast }));

/** Time for a toast that should stay waiting to show, if it wrongly would. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

// The mocked module, loaded once before any toast, so the toasts' own imports of it resolve at once
// (a first load may take longer than any fixed wait on a busy machine).
beforeAll(async () => {
  await import('react-toastify');
});

describe('toasts', () => {
  it('before the first toast nothing is requested; the first toast tells each listener once', async () => {
    const heard = vi.fn();
    const unsubscribed = vi.fn();
    toastsRequested.subscribe(heard);
    const unsubscribe = toastsRequested.subscribe(unsubscribed);
    unsubscribe();
    expect(toastsRequested.get()).toBe(false);

    showToast({ kind: 'info', title: 'Prvi', text: 'Jedan.', durationMs: 3000 });
    // vi.mock hangs an import of the mocked module made while another is pending: one at a time.
    await settle();
    showToast({ kind: 'success', title: 'Drugi', text: 'Dva.', durationMs: 4000 });

    expect(toastsRequested.get()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('toasts wait for the container, then show with their kind and duration', async () => {
    await settle();
    expect(toast).not.toHaveBeenCalled();
    const unmounted = toastContainerMounted();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(toast.mock.calls.map(([, options]) => options)).toEqual([
      { type: 'info', autoClose: 3000 },
      { type: 'success', autoClose: 4000 },
    ]);
    unmounted();
  });

  it('a toast shows its title in bold and its text below', async () => {
    toast.mockClear();
    const unmounted = toastContainerMounted();
    showToast({ kind: 'warning', title: 'Previše aktivnosti!', text: 'Sačekajte malo.', durationMs: 5000 });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    const [content, options] = toast.mock.calls[0]!;
    expect(options).toEqual({ type: 'warning', autoClose: 5000 });
    const { container } = render(content as ReactElement);
    expect(container.innerHTML).toBe('<div><strong>Previše aktivnosti!</strong><p>Sačekajte malo.</p></div>');
    unmounted();
  });

  it('after the container goes, toasts wait for the next one', async () => {
    toast.mockClear();
    const unmounted = toastContainerMounted();
    unmounted();
    showToast({ kind: 'error', title: 'Greška', text: 'Pokušajte ponovo.', durationMs: 7000 });
    await settle();
    expect(toast).not.toHaveBeenCalled();
    toastContainerMounted();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast.mock.calls.map(([, options]) => options)).toEqual([{ type: 'error', autoClose: 7000 }]);
  });
});
