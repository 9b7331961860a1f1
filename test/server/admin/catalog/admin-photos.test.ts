import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPhoto } from '../../../../contract/catalog';
import { HttpClient } from '../../../utils/http-client';
import { insertProduct } from '../../../utils/fixtures';
import { type TestServer, createTestServer } from '../../../utils/test-server';
import { type StaffClient, signedInStaff } from '../staff-helpers';
import { auditRowsOf, testPicture, uploadPhoto } from './catalog-admin-helpers';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

describe('product photos (/api/admin/products/:id/images)', () => {
  let server: TestServer;
  let admin: StaffClient;
  const shopper = () => new HttpClient(server.app);

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInStaff(server, 'admin');
  });
  afterAll(() => server.close());

  /** Each variant as served: its bytes' real format and size match what the answer says, with no metadata. */
  async function expectServedAsListed(photo: ProductPhoto) {
    for (const variant of photo.variants) {
      const response = await shopper().get(variant.url);
      expect(response.statusCode, variant.url).toBe(200);
      expect(response.headers['content-type']).toBe(CONTENT_TYPES[variant.format]);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: variant.format === 'avif' ? 'heif' : variant.format,
        width: variant.width,
        height: variant.height,
      });
      expect(metadata.exif, 'no EXIF left').toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  }
  const sizes = (photo: ProductPhoto) =>
    photo.variants.map(({ format, width, height }) => `${format} ${width}×${height}`);

  it('a JPEG taken sideways (EXIF orientation 6) is stood upright and served as AVIF, WebP and JPEG at 320, 640 and 1280 px', async () => {
    const product = await insertProduct(server);
    const jpeg = await testPicture('jpeg', 2000, 1500, { orientation: 6 });
    const response = await uploadPhoto(admin.client, product.id, jpeg);
    expect(response.statusCode).toBe(201);
    const { image } = response.json() as { image: ProductPhoto };
    expect(image).toMatchObject({ width: 1280, height: 1707 });
    expect(sizes(image)).toEqual([
      'avif 320×427',
      'avif 640×854',
      'avif 1280×1707',
      'webp 320×427',
      'webp 640×854',
      'webp 1280×1707',
      'jpeg 320×427',
      'jpeg 640×854',
      'jpeg 1280×1707',
    ]);
    expect(image.url).toBe(image.variants.at(-1)!.url);
    expect(image.url).toMatch(new RegExp(`^/images/photos/${image.id}-1280\\.[A-Za-z0-9_-]{16}\\.jpg$`));
    await expectServedAsListed(image);

    const [audit] = await auditRowsOf(server, 'product', product.id);
    expect(audit).toMatchObject({
      action: 'product.image.add',
      staffId: admin.user.id,
      before: { photos: [] },
      after: { photos: [image.id] },
    });
  });

  it('a small PNG is never upscaled, keeps its transparency in AVIF and WebP and is shown on white as JPEG', async () => {
    const product = await insertProduct(server);
    const png = await testPicture('png', 500, 400, { alpha: true });
    // Named and typed as something else: what it is comes from its bytes.
    const response = await uploadPhoto(admin.client, product.id, png, {
      filename: 'logo.txt',
      type: 'text/plain',
    });
    expect(response.statusCode).toBe(201);
    const { image } = response.json() as { image: ProductPhoto };
    expect(sizes(image)).toEqual([
      'avif 320×256',
      'avif 500×400',
      'webp 320×256',
      'webp 500×400',
      'jpeg 320×256',
      'jpeg 500×400',
    ]);
    await expectServedAsListed(image);
    const served = async (format: 'webp' | 'jpeg') =>
      sharp(
        (await shopper().get(image.variants.find((v) => v.format === format)!.url)).rawPayload,
      ).metadata();
    expect((await served('webp')).hasAlpha).toBe(true);
    expect((await served('jpeg')).hasAlpha).toBe(false);
  });

  it('a WebP is accepted; the product’s gallery keeps the photos in upload order', async () => {
    const product = await insertProduct(server);
    const first = (await uploadPhoto(admin.client, product.id, await testPicture('webp', 800, 800))).json()
      .image;
    const second = (await uploadPhoto(admin.client, product.id, await testPicture('jpeg', 320, 200))).json()
      .image;
    expect(sizes(first)).toEqual([
      'avif 320×320',
      'avif 640×640',
      'avif 800×800',
      'webp 320×320',
      'webp 640×640',
      'webp 800×800',
      'jpeg 320×320',
      'jpeg 640×640',
      'jpeg 800×800',
    ]);
    expect(sizes(second)).toEqual(['avif 320×200', 'webp 320×200', 'jpeg 320×200']);
    const { product: stored } = (await admin.client.get(`/api/admin/products/${product.id}`)).json();
    expect(stored.images.map((photo: ProductPhoto) => photo.id)).toEqual([first.id, second.id]);
  });

  it('a file over 10 MB is refused with 413 PAYLOAD_TOO_LARGE in Serbian, and nothing is stored', async () => {
    const product = await insertProduct(server);
    // Noise does not compress: 2000 × 2000 px of it is a PNG of about 12 MB.
    const noise = await sharp(randomBytes(2000 * 2000 * 3), {
      raw: { width: 2000, height: 2000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await uploadPhoto(admin.client, product.id, noise, {
      filename: 'velika.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Fotografija je veća od 10 MB. Smanjite je pa pokušajte ponovo.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect((await admin.client.get(`/api/admin/products/${product.id}`)).json().product.images).toEqual([]);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('Ovo nije slika, samo tekst.\n'), 'slika.jpg'],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
      'slika.gif',
    ],
    ['a cut-off JPEG', async () => (await testPicture('jpeg', 600, 600)).subarray(0, 2_000), 'pola.jpg'],
  ])('%s is refused with 400 UNSUPPORTED_IMAGE in Serbian', async (_what, make, filename) => {
    const product = await insertProduct(server);
    const response = await uploadPhoto(admin.client, product.id, await make(), {
      filename,
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(response.json().error).toMatch(/^Fotografija (mora biti JPEG, PNG ili WebP slika|je oštećena)/);
    expect(await auditRowsOf(server, 'product', product.id)).toEqual([]);
  });

  it('no file in the field `image`, or no multipart body, is a 400 naming `image`; an unknown product 404', async () => {
    const product = await insertProduct(server);
    const jpeg = await testPicture('jpeg', 100, 100);
    const wrongField = await uploadPhoto(admin.client, product.id, jpeg, { field: 'foto' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['image'] }] });
    const json = await admin.client.post(`/api/admin/products/${product.id}/images`, { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().issues).toEqual([
      { path: ['image'], message: 'Izaberite fotografiju (JPEG, PNG ili WebP, do 10 MB).' },
    ]);
    expect((await uploadPhoto(admin.client, 999_999, jpeg)).statusCode).toBe(404);
  });

  it('is for admins: an operator gets 403', async () => {
    const operator = await signedInStaff(server, 'operator');
    const product = await insertProduct(server);
    expect(
      (await uploadPhoto(operator.client, product.id, await testPicture('jpeg', 50, 50))).statusCode,
    ).toBe(403);
  });

  it('the storefront shows the photos: the product page lists them all, cards and carts the first', async () => {
    const product = await insertProduct(server, { images: ['/images/catalog/fridge-front.svg'] });
    const bare = (await shopper().get(`/api/products/${product.slug}`)).json().product;
    expect(bare).not.toHaveProperty('photos');
    expect(bare.images).toEqual(['/images/catalog/fridge-front.svg']);

    const photo = (await uploadPhoto(admin.client, product.id, await testPicture('jpeg', 1600, 1600))).json()
      .image as ProductPhoto;
    const detail = (await shopper().get(`/api/products/${product.slug}`)).json().product;
    expect(detail.photos).toEqual([photo]);
    expect(detail.images).toEqual([photo.url]);
    const narrowestJpeg = photo.variants.find((variant) => variant.format === 'jpeg')!;
    expect(detail.thumbnail).toBe(narrowestJpeg.url);

    const listed = (await shopper().get('/api/products?sort=newest&pageSize=48'))
      .json()
      .items.find((item: { id: number }) => item.id === product.id);
    expect(listed.thumbnail).toBe(narrowestJpeg.url);
    expect(
      listed.photo.variants.map((v: { format: string; width: number }) => `${v.format} ${v.width}`),
    ).toEqual(['avif 320', 'avif 640', 'webp 320', 'webp 640', 'jpeg 320', 'jpeg 640']);
  });

  it('removing a photo takes it off the product and its addresses answer 404; the audit row says which', async () => {
    const product = await insertProduct(server);
    const photo = (await uploadPhoto(admin.client, product.id, await testPicture('jpeg', 400, 300))).json()
      .image as ProductPhoto;
    const response = await admin.client.delete(`/api/admin/products/${product.id}/images/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().product.images).toEqual([]);
    for (const variant of photo.variants) expect((await shopper().get(variant.url)).statusCode).toBe(404);
    const again = await admin.client.delete(`/api/admin/products/${product.id}/images/${photo.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Fotografija nije pronađena.', code: 'NOT_FOUND' });
    const audits = await auditRowsOf(server, 'product', product.id);
    expect(audits.map((row) => [row.action, row.after])).toEqual([
      ['product.image.add', expect.objectContaining({ photos: [photo.id] })],
      ['product.image.remove', { photos: [], removed: photo.id }],
    ]);
  });

  it('another product’s photo cannot be removed through this product', async () => {
    const owner = await insertProduct(server);
    const other = await insertProduct(server);
    const photo = (await uploadPhoto(admin.client, owner.id, await testPicture('jpeg', 100, 100))).json()
      .image;
    expect((await admin.client.delete(`/api/admin/products/${other.id}/images/${photo.id}`)).statusCode).toBe(
      404,
    );
    expect((await shopper().get(photo.url)).statusCode).toBe(200);
  });

  it('an address with another hash, or no photo, is a 404', async () => {
    const product = await insertProduct(server);
    const photo = (await uploadPhoto(admin.client, product.id, await testPicture('jpeg', 100, 100))).json()
      .image;
    const forged = photo.url.replace(/\.[A-Za-z0-9_-]{16}\./, '.AAAAAAAAAAAAAAAA.');
    expect((await shopper().get(forged)).statusCode).toBe(404);
    expect((await shopper().get('/images/photos/nista.jpg')).statusCode).toBe(404);
  });
});
