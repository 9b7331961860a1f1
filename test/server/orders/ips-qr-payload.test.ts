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

  it("fits the slip of the longest order number's purpose within 35 characters", () => {
    const slip = paymentSlipFields({ number: '63-2024-1234567890', total: 1 });
    expect([...slip.purpose].length).toBeLessThanOrEqual(35);
    expect(ipsPayloadOf(slip)).toContain('|RO:97632024123456789');
  });
});
