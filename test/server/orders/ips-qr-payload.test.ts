import { describe, expect, it } from 'vitest';
import { ipsAmount, ipsQrPayload, normalizeAccount } from '../../../server/orders/ips-qr-payload';
import { ipsPayloadOf, paymentSlipFields } from '../../../server/orders/payment-slip';

const payment = {
  account: '160-0000000012345-95',
  recipient: 'Prodavnica d.o.o., Beograd',
  amount: 3270,
  paymentCode: '289',
  purpose: 'Porudžbina br. 78-2026-318205',
  reference: '78-2026-318205',
};

describe('NBS IPS QR "PR" payload', () => {
  it('writes the tags in the annex order: K, V, C, R, N, I, SF, S, RO', () => {
    expect(ipsQrPayload(payment)).toBe(
      'K:PR|V:01|C:1|R:160000000001234595|N:Prodavnica d.o.o., Beograd|I:RSD3270,00|SF:289|' +
        'S:Porudžbina br. 78-2026-318205|RO:97782026318205',
    );
  });

  it('matches a real bill: account 840-743324843-18, model 97 reference 16 3220000111111111000', () => {
    expect(
      ipsQrPayload({
        account: '840-743324843-18',
        recipient: 'BUDZET REPUBLIKE SRBIJE',
        amount: 5000,
        paymentCode: '253',
        purpose: 'Uplata',
        reference: '163220000111111111000',
      }),
    ).toBe(
      'K:PR|V:01|C:1|R:840000074332484318|N:BUDZET REPUBLIKE SRBIJE|I:RSD5000,00|SF:253|S:Uplata|' +
        'RO:97163220000111111111000',
    );
  });

  it('normalises an account to 18 digits: bank, account padded to 13 digits, control', () => {
    expect(normalizeAccount('840-743324843-18')).toBe('840000074332484318');
    expect(normalizeAccount('160000000001234595')).toBe('160000000001234595');
    expect(() => normalizeAccount('160-0000000012345-67')).toThrow(/control digits/);
    expect(() => normalizeAccount('160-12-ab')).toThrow(/not a Serbian account/);
  });

  it('writes the amount with a decimal comma and no thousands separator', () => {
    expect(ipsAmount(0)).toBe('RSD0,00');
    expect(ipsAmount(1234567)).toBe('RSD1234567,00');
    expect(() => ipsAmount(12.5)).toThrow();
  });

  it('refuses what banks would: a purpose over 35 characters, a "|", a wrong reference or code', () => {
    expect(() => ipsQrPayload({ ...payment, purpose: 'x'.repeat(36) })).toThrow(/tag S/);
    expect(() => ipsQrPayload({ ...payment, recipient: 'A|B' })).toThrow(/tag N/);
    expect(() => ipsQrPayload({ ...payment, recipient: 'x'.repeat(71) })).toThrow(/tag N/);
    expect(() => ipsQrPayload({ ...payment, reference: '49-2026-318205' })).toThrow(/model-97/);
    expect(() => ipsQrPayload({ ...payment, paymentCode: '28' })).toThrow(/payment code/);
  });

  it('accepts an account with surrounding spaces but nothing else around the number', () => {
    expect(normalizeAccount(' 160-0000000012345-95 ')).toBe('160000000001234595');
    expect(() => normalizeAccount('x160-0000000012345-95')).toThrow(/not a Serbian account/);
    expect(() => normalizeAccount('160-0000000012345-95x')).toThrow(/not a Serbian account/);
  });

  it('takes amounts from 0 to 999 999 999 999 dinars and refuses anything outside', () => {
    expect(ipsAmount(999_999_999_999)).toBe('RSD999999999999,00');
    expect(() => ipsAmount(1_000_000_000_000)).toThrow('not an IPS amount in whole dinars: 1000000000000');
    expect(() => ipsAmount(-1)).toThrow('not an IPS amount in whole dinars: -1');
  });

  it('takes a recipient of 1 to 70 characters and a purpose of 0 to 35', () => {
    expect(ipsQrPayload({ ...payment, recipient: 'P' })).toContain('|N:P|');
    expect(ipsQrPayload({ ...payment, recipient: 'x'.repeat(70) })).toContain(`|N:${'x'.repeat(70)}|`);
    expect(() => ipsQrPayload({ ...payment, recipient: '' })).toThrow(/tag N/);
    expect(ipsQrPayload({ ...payment, purpose: '' })).toContain('|S:|');
    expect(ipsQrPayload({ ...payment, purpose: 'y'.repeat(35) })).toContain(`|S:${'y'.repeat(35)}|`);
  });

  it('takes a payment code of exactly three digits', () => {
    expect(ipsQrPayload({ ...payment, paymentCode: '221' })).toContain('|SF:221|');
    expect(() => ipsQrPayload({ ...payment, paymentCode: '2890' })).toThrow(/payment code/);
    expect(() => ipsQrPayload({ ...payment, paymentCode: '1289' })).toThrow(/payment code/);
    expect(() => ipsQrPayload({ ...payment, paymentCode: 'x289' })).toThrow(/payment code/);
  });

  it("fits the slip of the longest order number's purpose within 35 characters", () => {
    const slip = paymentSlipFields({ number: '63-2024-1234567890', total: 1 });
    expect([...slip.purpose].length).toBeLessThanOrEqual(35);
    expect(ipsPayloadOf(slip)).toContain('|RO:97632024123456789');
  });
});
