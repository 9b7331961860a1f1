import { describe, expect, it } from 'vitest';
import { qrPng } from '../../../server/orders/ips-qr-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the IPS QR code as a PNG for mail clients', () => {
  it('is a PNG image 264 pixels square', async () => {
    const png = await qrPng('K:PR|V:01|C:1|R:160000000001234595|N:Prodavnica|I:RSD3270,00|SF:289');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The IHDR chunk follows the signature: width at bytes 16–19, height at 20–23, big-endian.
    expect(png.readUInt32BE(16)).toBe(264);
    expect(png.readUInt32BE(20)).toBe(264);
  });
});
