/** How a picture shows the product, told by its file name: `fen-front.svg`, `fen-detail.jpg`. */
export type ImageViewText = {
  /** Under the thumbnail. */
  caption: string;
  /** After the product's name in the large picture's alt text. */
  alt: string;
  /** The thumbnail button's name; it contains the caption. */
  show: string;
};

const VIEWS: Record<string, ImageViewText> = {
  front: { caption: 'Spreda', alt: 'spreda', show: 'Prikaži sliku spreda' },
  side: { caption: 'Sa strane', alt: 'sa strane', show: 'Prikaži sliku sa strane' },
  detail: { caption: 'Detalj', alt: 'detalj', show: 'Prikaži detalj' },
};

/**
 * The view a picture's address names (`-front`, `-side` or `-detail` before the extension), or
 * undefined for pictures named otherwise, such as imported photos.
 */
export function imageViewOf(src: string): ImageViewText | undefined {
  const view = /-(front|side|detail)\.\w+(?:[?#].*)?$/.exec(src)?.[1];
  return view ? VIEWS[view] : undefined;
}
