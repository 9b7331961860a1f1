import type { PhotoFormat, ProductPhoto } from '../../../contract/catalog';

const TYPES: Record<Exclude<PhotoFormat, 'jpeg'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A `srcset` of a photo's variants in one format: "…-320.….avif 320w, …-640.….avif 640w". */
export function srcSetOf(photo: ProductPhoto, format: PhotoFormat): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The photo's size scaled to fit a `box`-pixel square, for width and height (no layout shift). */
export function fittedSize(photo: Pick<ProductPhoto, 'width' | 'height'>, box: number) {
  const scale = box / Math.max(photo.width, photo.height);
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

type Props = {
  photo: ProductPhoto;
  alt: string;
  /** The square the photo is shown in, in CSS pixels: its width and height attributes fit it. */
  box: number;
  /** How wide it is shown, for the browser's choice of variant. */
  sizes: string;
  className?: string | undefined;
  loading?: 'lazy' | undefined;
};

/**
 * An uploaded product photo: AVIF, then WebP, then JPEG (which every browser shows), each at its
 * widths, so the browser downloads the smallest good one; width and height keep its place.
 */
export function ProductPicture({ photo, alt, box, sizes, className, loading }: Props) {
  const jpeg = photo.variants.filter((variant) => variant.format === 'jpeg');
  const size = fittedSize(photo, box);
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => {
        const srcSet = srcSetOf(photo, format);
        return srcSet ? <source key={format} type={TYPES[format]} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        className={className}
        src={(jpeg.find((variant) => variant.width >= box) ?? jpeg.at(-1) ?? photo).url}
        srcSet={srcSetOf(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={size.width}
        height={size.height}
        loading={loading}
      />
    </picture>
  );
}
