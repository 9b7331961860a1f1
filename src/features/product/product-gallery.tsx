import { useState } from 'react';

type Props = { name: string; images: readonly string[]; fallback: string };

/** The product's pictures: one large, the others as thumbnails that show it. */
export function ProductGallery({ name, images, fallback }: Props) {
  const pictures = images.length > 0 ? images : [fallback];
  const [shown, setShown] = useState(0);
  return (
    <div className="product-gallery">
      <img
        className="product-gallery-main"
        src={pictures[shown]}
        alt={pictures.length > 1 ? `${name}, slika ${shown + 1} od ${pictures.length}` : name}
        width={480}
        height={480}
      />
      {pictures.length > 1 && (
        <ul className="product-thumbnails">
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Prikaži sliku ${index + 1} od ${pictures.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
