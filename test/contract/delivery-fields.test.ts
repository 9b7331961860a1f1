import { describe, expect, it } from 'vitest';
import { checkFields } from '../../contract/check-fields';
import { deliveryDetailsSchema } from '../../contract/orders';

const valid = {
  customer: {
    firstName: 'Ana-Marija',
    lastName: "D'Angelo",
    email: 'ana@example.com',
    phone: '064 123 4567',
  },
  address: { street: 'Bulevar kralja Aleksandra 73/II', city: 'Novi Sad', postalCode: '21000' },
};

/** The message the checkout and the server give for one field, or undefined when it passes. */
function messageFor(path: 'firstName' | 'lastName' | 'street' | 'city' | 'postalCode', value: string) {
  const details =
    path === 'firstName' || path === 'lastName'
      ? { ...valid, customer: { ...valid.customer, [path]: value } }
      : { ...valid, address: { ...valid.address, [path]: value } };
  const checked = checkFields(deliveryDetailsSchema, details);
  if (checked.ok) return undefined;
  return checked.errors[path === 'firstName' || path === 'lastName' ? `customer.${path}` : `address.${path}`];
}

describe('delivery fields a courier can use (contract rules, the same in the browser and on the server)', () => {
  it('takes real Serbian names and addresses, in Latin and in Cyrillic', () => {
    expect(checkFields(deliveryDetailsSchema, valid).ok).toBe(true);
    for (const street of [
      'Resavska 24',
      'Nikole Tesle bb',
      'Ул. Кнеза Милоша 5',
      'Vojvode Stepe 12a, stan 4',
    ])
      expect(messageFor('street', street), street).toBeUndefined();
    for (const city of ['Ub', 'Sremska Mitrovica', 'Нови Сад', 'Bačka Palanka', 'Čačak'])
      expect(messageFor('city', city), city).toBeUndefined();
    for (const name of ['Đorđe', 'Ђорђе', 'Ana Marija', 'O’Brien'])
      expect(messageFor('firstName', name), name).toBeUndefined();
  });

  it('asks for a house number, or "bb" where there is none', () => {
    expect(messageFor('street', 'Resavska')).toBe('Unesite i kućni broj, ili „bb” ako ga nema.');
    expect(messageFor('street', 'Bbbbb ulica')).toBe('Unesite i kućni broj, ili „bb” ako ga nema.');
    expect(messageFor('street', '24')).toBe('Unesite naziv ulice.');
  });

  it('refuses markup and emoji with a Serbian message, in every field', () => {
    expect(messageFor('street', '<b>Resavska</b> 24')).toBe(
      'Dozvoljena su samo slova, brojevi, razmak i znakovi . , / - ( ).',
    );
    expect(messageFor('city', 'Beograd 🏙️')).toBe('Dozvoljena su samo slova, razmak i crtica.');
    expect(messageFor('firstName', '<script>')).toBe('Dozvoljena su samo slova, razmak, apostrof i crtica.');
    expect(messageFor('lastName', 'Anić 😀')).toBe('Dozvoljena su samo slova, razmak, apostrof i crtica.');
  });

  it('wants a town of letters, at least two of them, and no digits', () => {
    expect(messageFor('city', 'B')).toBe('Naziv mesta ima bar dva slova.');
    expect(messageFor('city', 'Beograd 11')).toBe('Dozvoljena su samo slova, razmak i crtica.');
    expect(messageFor('city', '')).toBe('Unesite mesto.');
  });

  it('wants a postal code in Serbia\'s range, and reads "11 000" as 11000', () => {
    expect(messageFor('postalCode', '11 000')).toBeUndefined();
    expect(messageFor('postalCode', '38999')).toBeUndefined();
    expect(messageFor('postalCode', '10999')).toBe('Poštanski broj u Srbiji je između 11000 i 38999.');
    expect(messageFor('postalCode', '39000')).toBe('Poštanski broj u Srbiji je između 11000 i 38999.');
    expect(messageFor('postalCode', '1100')).toBe('Poštanski broj ima 5 cifara.');
    const checked = checkFields(deliveryDetailsSchema, {
      ...valid,
      address: { ...valid.address, postalCode: '11 000' },
    });
    expect(checked.ok && checked.data.address.postalCode).toBe('11000');
  });
});
