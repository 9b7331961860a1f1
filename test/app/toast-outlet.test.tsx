import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { showToast } from '../../src/actors/toast';
import { ToastOutlet } from '../../src/lib/toast-outlet';

describe('toasts', () => {
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
