import { useState } from 'react';
import { imageViewOf } from './image-view';

type Props = { name: string; images: readonly string[]; fallback: string };

/**
 * The product's pictures: one large, the others as thumbnails that show it. A thumbnail says which
 * view it is (from the front, the side, a detail) when the picture's name tells, so the pictures
 * do not read as colour variants; otherwise it counts ("slika 2 od 3").
 */
export function ProductGallery({ name, images, fallback }: Props) {
  const pictures = images.length > 0 ? images : [fallback];
  const [shown, setShown] = useState(0);
  const altOf = (index: number) => {
    const view = imageViewOf(pictures[index]!);
    if (view) return `${name}, ${view.alt}`;
    return pictures.length > 1 ? `${name}, slika ${index + 1} od ${pictures.length}` : name;
  };
  return (
    <div className="product-gallery">
      <img
        className="product-gallery-main"
        src={pictures[shown]}
        alt={altOf(shown)}
        width={480}
        height={480}
      />
      {pictures.length > 1 && (
        <ul className="product-thumbnails">
          {pictures.map((src, index) => {
            const view = imageViewOf(src);
            return (
              <li key={src}>
                <button
                  type="button"
                  aria-label={view ? view.show : `Prikaži sliku ${index + 1} od ${pictures.length}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                >
                  <img src={src} alt="" width={72} height={72} loading="lazy" />
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
