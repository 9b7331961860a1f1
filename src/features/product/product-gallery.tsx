import { useState } from 'react';
import type { ProductPhoto } from '../../../contract/catalog';
import { ProductPicture } from '../../components/ui/product-picture';
import { imageViewOf } from './image-view';

type Props = {
  name: string;
  images: readonly string[];
  fallback: string;
  /** Uploaded photos: shown instead of `images`, in every format and width. */
  photos?: readonly ProductPhoto[] | undefined;
};

/** The large picture: 480 px beside the summary, at most a quarter of a phone's height above it. */
const MAIN_SIZES = '(max-width: 47.99em) 25vh, 480px';
const THUMBNAIL_SIZES = '72px';

/**
 * The product's pictures: one large, the others as thumbnails that show it. A thumbnail says which
 * view it is (from the front, the side, a detail) when the picture's name tells, so the pictures
 * do not read as colour variants; otherwise it counts ("slika 2 od 3").
 */
export function ProductGallery({ name, images, fallback, photos }: Props) {
  const pictures =
    photos && photos.length > 0 ? photos.map((photo) => photo.url) : images.length > 0 ? images : [fallback];
  const [shown, setShown] = useState(0);
  const photoAt = (index: number) => (photos && photos.length > 0 ? photos[index] : undefined);
  const altOf = (index: number) => {
    const view = imageViewOf(pictures[index]!);
    if (view) return `${name}, ${view.alt}`;
    return pictures.length > 1 ? `${name}, slika ${index + 1} od ${pictures.length}` : name;
  };
  const shownPhoto = photoAt(shown);
  return (
    <div className="product-gallery">
      {shownPhoto ? (
        <ProductPicture
          className="product-gallery-main"
          photo={shownPhoto}
          alt={altOf(shown)}
          box={480}
          sizes={MAIN_SIZES}
        />
      ) : (
        <img
          className="product-gallery-main"
          src={pictures[shown]}
          alt={altOf(shown)}
          width={480}
          height={480}
        />
      )}
      {pictures.length > 1 && (
        <ul className="product-thumbnails">
          {pictures.map((src, index) => {
            const view = imageViewOf(src);
            const photo = photoAt(index);
            return (
              <li key={src}>
                <button
                  type="button"
                  aria-label={view ? view.show : `Prikaži sliku ${index + 1} od ${pictures.length}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                >
                  {photo ? (
                    <ProductPicture photo={photo} alt="" box={72} sizes={THUMBNAIL_SIZES} loading="lazy" />
                  ) : (
                    <img src={src} alt="" width={72} height={72} loading="lazy" />
                  )}
                  {view && <span className="product-thumbnail-caption">{view.caption}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
