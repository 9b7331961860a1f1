import { shallowEqual, useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { AdminProduct } from '../../../contract/admin';
import { selectChosenFile, selectUploadView } from '../../../machines/admin-upload/admin-upload.selectors';
import type { ChosenFile } from '../../../machines/admin-upload/admin-upload.types';
import { useForm } from '../../lib/use-form';
import { useScreenActor } from '../../lib/use-screen-actor';
import { removePhotoForm } from '../actors/catalog.actors';
import { PHOTO_LIMITS, photoUpload } from '../actors/upload.actors';
import { ActionNotice } from '../admin-ui';
import { UploadProgress } from './upload-progress';

type Image = AdminProduct['images'][number];

function Photo({ productId, image, name }: { productId: number; image: Image; name: string }) {
  const form = useForm(removePhotoForm, { values: {}, extra: { productId, imageId: image.id } });
  const srcSet = image.variants
    .filter((variant) => variant.format === 'jpeg')
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return (
    <li>
      <img src={image.url} srcSet={srcSet || undefined} sizes="160px" alt={name} width={160} height={160} />
      <form onSubmit={form.submit}>
        <button type="submit" className="button secondary" disabled={form.busy}>
          Ukloni
        </button>
      </form>
      {form.error && <p className="form-error">{form.error}</p>}
    </li>
  );
}

/**
 * The machine's chosen file's preview. The effect only mirrors that file: an object URL is a
 * browser resource made for it and let go when the file changes or the view goes, which no
 * machine state decides (and the server's render must not make one).
 */
function usePreview(file: ChosenFile | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file as File);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** A product's photos: each with "Ukloni", and a new one uploaded with its preview and progress. */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const upload = useScreenActor('adminUpload', photoUpload(product.id), PHOTO_LIMITS);
  const view = useSelector(
    upload,
    (snapshot) => (snapshot ? selectUploadView(snapshot) : null),
    shallowEqual,
  );
  const chosen = useSelector(upload, (snapshot) => (snapshot ? selectChosenFile(snapshot) : null));
  const preview = usePreview(chosen);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload?.send({ type: 'adminUpload.choose', file });
  };
  return (
    <section aria-labelledby="photos-title" className="admin-panel">
      <h2 id="photos-title">Fotografije</h2>
      {product.images.length === 0 ? (
        <p>Proizvod još nema fotografiju.</p>
      ) : (
        <ul className="admin-photos">
          {product.images.map((image) => (
            <Photo key={image.id} productId={product.id} image={image} name={product.name} />
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor="photo-file">Nova fotografija (JPEG, PNG ili WebP, do 10 MB)</label>
        <input
          id="photo-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={view?.status === 'uploading'}
        />
      </div>
      {preview && (
        <img
          className="admin-preview"
          src={preview}
          alt="Pregled izabrane fotografije"
          width={160}
          height={160}
        />
      )}
      {view?.status === 'uploading' && (
        <UploadProgress
          percent={view.percent}
          label="Slanje fotografije"
          onCancel={() => upload?.send({ type: 'adminUpload.cancel' })}
        />
      )}
      {view?.status === 'done' && <ActionNotice kind="success">Fotografija je dodata.</ActionNotice>}
      {view?.status === 'failed' && <ActionNotice kind="error">{view.error ?? ''}</ActionNotice>}
    </section>
  );
}
