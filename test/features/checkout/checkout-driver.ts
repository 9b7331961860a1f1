import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export const ANA = {
  Ime: 'Ana',
  Prezime: 'Anić',
  'E-adresa': 'ana@example.rs',
  Telefon: '064 123 4567',
  'Ulica i broj': 'Njegoševa 12',
  Mesto: 'Novi Sad',
  'Poštanski broj': '21000',
} as const;

/**
 * "Nastavi na dostavu" once it can be pressed: the checkout joins the shop as the cart page opens
 * (machines/app), and the button waits for it and for the cart.
 */
export async function startCheckout(user: UserEvent) {
  const next = await screen.findByRole('button', { name: 'Nastavi na dostavu' });
  await waitFor(() => expect(next).toHaveProperty('disabled', false));
  await user.click(next);
}

/** From the cart page: on to delivery, fill the form (Ana's details unless told), on to payment. */
export async function goToPayment(user: UserEvent, fields: Partial<Record<keyof typeof ANA, string>> = ANA) {
  // The page's chunk may still be compiling for the file's first test.
  await startCheckout(user);
  await screen.findByRole('heading', { level: 1, name: 'Dostava' });
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
  await screen.findByRole('heading', { level: 1, name: 'Plaćanje i pregled' });
}

/** The step the steps indicator marks as current. */
export const currentStep = () =>
  screen.getByRole('navigation', { name: 'Koraci kupovine' }).querySelector('[aria-current="step"]')
    ?.textContent;
