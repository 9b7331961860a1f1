import { describe, expect, it } from 'vitest';
import { savedDeliveryOf } from '../../../machines/checkout/checkout.saved';
import type { SavedDelivery } from '../../../machines/checkout/checkout.types';
import { noCompany, validDelivery } from './checkout.samples';

/** A form as the delivery step keeps it: every field a string, the note too. */
const form = { ...validDelivery };
const details = {
  customer: { ...validDelivery.customer, email: 'marko@primer.rs' },
  address: validDelivery.address,
  note: validDelivery.note,
};
const kept: SavedDelivery = { form, details, paymentMethod: 'bank_transfer' };

/** What session storage would hold for `value`. */
const stored = (value: unknown) => JSON.stringify(value);

describe('the checkout kept in session storage, read back after a reload', () => {
  it('the form, its valid details and the payment method come back as they were saved', () => {
    expect(savedDeliveryOf(stored(kept))).toEqual(kept);
    expect(savedDeliveryOf(stored({ ...kept, paymentMethod: 'cash_on_delivery' }))?.paymentMethod).toBe(
      'cash_on_delivery',
    );
  });

  it('nothing kept, or text that is not JSON, counts as nothing kept', () => {
    expect(savedDeliveryOf(null)).toBeNull();
    expect(savedDeliveryOf('')).toBeNull();
    expect(savedDeliveryOf('{"form":')).toBeNull();
  });

  it('JSON that is not an object counts as nothing kept', () => {
    for (const value of [null, 7, 'forma', true, []]) expect(savedDeliveryOf(stored(value))).toBeNull();
  });

  it('without a whole form nothing is kept, even with details and a payment method', () => {
    expect(savedDeliveryOf(stored({ details, paymentMethod: 'bank_transfer' }))).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, form: 'forma' }))).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, customer: null } }))).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, address: 'Novi Sad' } }))).toBeNull();
  });

  it('a form missing a field, or with a field that is not text, is nothing kept', () => {
    const { phone: _phone, ...noPhone } = form.customer;
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, customer: noPhone } }))).toBeNull();
    expect(
      savedDeliveryOf(
        stored({ ...kept, form: { ...form, address: { ...form.address, postalCode: 21000 } } }),
      ),
    ).toBeNull();
    const { city: _city, ...noCity } = form.address;
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, address: noCity } }))).toBeNull();
  });

  it("the form's note is always kept (maybe empty): a form without it is nothing kept", () => {
    const { note: _note, ...noNote } = form;
    expect(savedDeliveryOf(stored({ ...kept, form: noNote }))).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, note: 5 } }))).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, form: { ...form, note: '' } }))?.form.note).toBe('');
  });

  it('only the fields the form has are read back; anything else stored beside them is dropped', () => {
    const extra = {
      ...kept,
      form: {
        ...form,
        customer: { ...form.customer, password: 'tajna' },
        address: { ...form.address, floor: '3' },
      },
    };
    expect(savedDeliveryOf(stored(extra))?.form).toEqual(form);
  });

  it('details that are missing or malformed are dropped, the form stays', () => {
    expect(savedDeliveryOf(stored({ form, paymentMethod: 'bank_transfer' }))).toEqual({
      ...kept,
      details: null,
    });
    expect(savedDeliveryOf(stored({ ...kept, details: null }))).toEqual({ ...kept, details: null });
    expect(savedDeliveryOf(stored({ ...kept, details: 'detalji' }))?.details).toBeNull();
    expect(
      savedDeliveryOf(
        stored({ ...kept, details: { ...details, customer: { ...details.customer, email: 1 } } }),
      )?.details,
    ).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, details: { ...details, address: null } }))?.details).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, details: { ...details, note: 12 } }))?.details).toBeNull();
    expect(savedDeliveryOf(stored({ ...kept, details: { ...details, note: null } }))?.details).toBeNull();
  });

  it('checked details may have no note: they come back without one', () => {
    const { note: _note, ...withoutNote } = details;
    const read = savedDeliveryOf(stored({ ...kept, details: withoutNote }));
    expect(read?.details).toEqual(withoutNote);
    expect(read?.details).not.toHaveProperty('note');
  });

  it('a payment method the shop does not offer is dropped, the rest stays', () => {
    for (const paymentMethod of ['card', '', null, 1])
      expect(savedDeliveryOf(stored({ ...kept, paymentMethod }))).toEqual({ ...kept, paymentMethod: null });
    const { paymentMethod: _method, ...noMethod } = kept;
    expect(savedDeliveryOf(stored(noMethod))).toEqual({ ...kept, paymentMethod: null });
  });

  it('a company purchase comes back: the ticked form and the checked company', () => {
    const company = { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' };
    const asCompany: SavedDelivery = {
      form: { ...form, company: { asCompany: true, ...company } },
      details: { ...details, company },
      paymentMethod: 'cash_on_delivery',
    };
    expect(savedDeliveryOf(stored(asCompany))).toEqual(asCompany);
  });

  it('a form kept before the company choice comes back unticked; a malformed company in the details drops them', () => {
    const { company: _company, ...older } = form;
    expect(savedDeliveryOf(stored({ ...kept, form: older }))?.form.company).toEqual(noCompany);
    expect(
      savedDeliveryOf(stored({ ...kept, form: { ...form, company: { asCompany: 'da', name: 5 } } }))?.form
        .company,
    ).toEqual(noCompany);
    expect(
      savedDeliveryOf(
        stored({ ...kept, details: { ...details, company: { name: 'Primer', pib: 100000024 } } }),
      )?.details,
    ).toBeNull();
  });
});
