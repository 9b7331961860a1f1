import QRCode from 'qrcode';

// Error correction M: the level the NBS recommends for printed codes, still small at ~300 bytes.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of `payload` as an SVG data URL, for an <img> on the confirmation and order pages. */
export async function qrSvgDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The QR code of `payload` as a PNG, for mail clients that do not show SVG images. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width: 264 });
}
