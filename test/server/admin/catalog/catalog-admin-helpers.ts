import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ean13CheckDigit } from '../../../../server/catalog/ean';
import { auditLog } from '../../../../server/db/schema';
import type { HttpClient } from '../../../utils/http-client';
import type { TestServer } from '../../../utils/test-server';

/** A fresh EAN-13 with a correct check digit. */
export function validEan(): string {
  const first12 = `860${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export const patch = (client: HttpClient, url: string, body: unknown) => client.request('PATCH', url, body);

/** The audit log's rows about one entity, oldest first. */
export function auditRowsOf(server: TestServer, entity: string, entityId: number | string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  file: Buffer,
  { field = 'image', filename = 'slika.jpg', type = 'image/jpeg' } = {},
) {
  const boundary = `----prodavnica${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a photo file to a product, as the back office's form does. */
export function uploadPhoto(
  client: HttpClient,
  productId: number,
  file: Buffer,
  options?: Parameters<typeof multipartBody>[1],
) {
  const { payload, headers } = multipartBody(file, options);
  return client.request('POST', `/api/admin/products/${productId}/images`, undefined, { payload, headers });
}

/** A picture made by sharp: a colour gradient, so encoders have something to encode. */
export async function testPicture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { orientation?: number; alpha?: boolean } = {},
) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
      if (options.alpha) pixels[at + 3] = x < width / 2 ? 0 : 255;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}
