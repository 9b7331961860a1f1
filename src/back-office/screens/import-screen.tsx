import { shallowEqual, useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { countOf, PRODUCT_FORMS } from '../../../contract/plural';
import { selectUploadView } from '../../../machines/admin-upload/admin-upload.selectors';
import { useScreenActor } from '../../lib/use-screen-actor';
import { IMPORT_LIMITS, catalogUpload } from '../actors/upload.actors';
import { ActionNotice, AdminScreen } from '../admin-ui';
import { CATEGORY_FORMS } from '../labels';
import { UploadProgress } from './upload-progress';

/** Uvoz kataloga (admin only): the catalogue's JSON file sent with a progress bar, then what it brought. */
export function ImportScreen() {
  const upload = useScreenActor('adminUpload', catalogUpload, IMPORT_LIMITS);
  const view = useSelector(
    upload,
    (snapshot) => (snapshot ? selectUploadView(snapshot) : null),
    shallowEqual,
  );
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload?.send({ type: 'adminUpload.choose', file });
  };
  const result = view?.result as { categories: number; products: number } | null | undefined;
  return (
    <AdminScreen title="Uvoz kataloga">
      <p>
        Izaberite JSON datoteku kataloga (oblik je opisan u <code>docs/catalog-import.md</code>). Postojeći
        proizvodi se ažuriraju po slug-u, novi se dodaju.
      </p>
      <div className="field">
        <label htmlFor="import-file">Datoteka kataloga (.json)</label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          onChange={choose}
          disabled={view?.status === 'uploading'}
        />
      </div>
      {view?.status === 'uploading' && (
        <UploadProgress
          percent={view.percent}
          label={`Slanje: ${view.fileName ?? ''}`}
          onCancel={() => upload?.send({ type: 'adminUpload.cancel' })}
        />
      )}
      {view?.status === 'done' && result && (
        <ActionNotice kind="success">
          {`Uvoz je završen: ${countOf(result.categories, CATEGORY_FORMS)} i ${countOf(result.products, PRODUCT_FORMS)}.`}
        </ActionNotice>
      )}
      {view?.status === 'failed' && <ActionNotice kind="error">{view.error ?? ''}</ActionNotice>}
    </AdminScreen>
  );
}
