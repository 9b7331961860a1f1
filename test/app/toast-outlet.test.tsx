import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { showToast } from '../../src/actors/toast';
import { ToastOutlet } from '../../src/lib/toast-outlet';

/** Lets the lazily loaded container arrive and its effects run, had anything asked for it. */
const settle = async () => {
  await import('react-toastify');
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

// The first test runs before any toast of this page: the outlet remembers the first one.
describe('toasts', () => {
  it('a page without a toast has no toast container, even once react-toastify could have loaded', async () => {
    const { container } = render(
      <StrictMode>
        <ToastOutlet />
      </StrictMode>,
    );
    await settle();
    expect(container.querySelector('.Toastify')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('mount react-toastify with the first toast, which then shows with its title and text (also under StrictMode)', async () => {
    const { container } = render(
      <StrictMode>
        <ToastOutlet />
      </StrictMode>,
    );
    expect(container.querySelector('.Toastify')).toBeNull();

    showToast({ kind: 'warning', title: 'Previše aktivnosti!', text: 'Sačekajte malo.', durationMs: 5000 });

    expect(await screen.findByText('Previše aktivnosti!')).toBeTruthy();
    expect(screen.getByText('Sačekajte malo.')).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
