import { describe, expect, it } from 'vitest';
import { checkFields } from '../../contract/check-fields';
import { updateProfileBodySchema } from '../../contract/profile';

const profile = {
  firstName: 'Ana',
  lastName: 'Anić',
  phone: null,
  address: { street: 'Knez Mihailova 12', city: 'Beograd', postalCode: '11000' },
};

describe('checkFields: a form checked with its contract schema', () => {
  it('gives the parsed data when the values keep every rule', () => {
    expect(checkFields(updateProfileBodySchema, { ...profile, firstName: '  Ana ' })).toEqual({
      ok: true,
      data: profile,
    });
  });

  it("keys each field's first message by its dotted path, in the schema's own words", () => {
    const checked = checkFields(updateProfileBodySchema, {
      ...profile,
      firstName: '',
      address: { street: '', city: 'Beograd', postalCode: '110' },
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        firstName: 'Unesite ime.',
        'address.street': 'Unesite ulicu i broj.',
        'address.postalCode': 'Poštanski broj ima 5 cifara.',
      },
    });
  });

  it('takes a postal code written with a space ("11 000") as its five digits', () => {
    const checked = checkFields(updateProfileBodySchema, {
      ...profile,
      address: { ...profile.address, postalCode: ' 11 000 ' },
    });
    expect(checked).toEqual({ ok: true, data: profile });
    const short = checkFields(updateProfileBodySchema, {
      ...profile,
      address: { ...profile.address, postalCode: '11 00' },
    });
    expect(short).toEqual({ ok: false, errors: { 'address.postalCode': 'Poštanski broj ima 5 cifara.' } });
  });

  it('words in Serbian the rules a schema leaves unworded, without a global zod setting', () => {
    const checked = checkFields(updateProfileBodySchema, { ...profile, lastName: 'A'.repeat(101) });
    expect(checked).toEqual({ ok: false, errors: { lastName: 'Unesite najviše 100 karaktera.' } });
  });
});
