import { fromCallback } from 'xstate';
import { type Route, pathOf, routes } from '../../../contract/routes';
import { adminUploadMachine } from '../../../machines/admin-upload/admin-upload.machine';
import type {
  AdminUploadEvent,
  ChosenFile,
  UploadLimits,
} from '../../../machines/admin-upload/admin-upload.types';
import { ApiError, apiErrorFrom, NETWORK_ERROR_TEXT } from '../../api/api-error';
import { acceptLanguage } from '../../api/call-script';
import { SITE_ROOT } from '../../api/client';
import { tell } from '../../actors/form-logic';
import { reportStaffActivity, reportStaffFailure } from '../admin-call';

type Upload = {
  route: Route;
  params?: Record<string, string | number>;
  /** What goes out: the file's text (JSON), or a multipart form holding the file (a photo). */
  body: (file: File) => Promise<{ data: string | FormData; type?: string }>;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The upload actor: XMLHttpRequest (fetch reports no upload progress) with the page's cookies,
 * its progress sent to the machine, then the server's answer or its Serbian refusal. The staff
 * session hears of the outcome as of every back-office call. Stopping the actor aborts the request.
 */
function xhrUpload({ route, params, body }: Upload) {
  return fromCallback<AdminUploadEvent, ChosenFile>(({ input, sendBack }) => {
    const request = new XMLHttpRequest();
    let stopped = false;
    request.open(route.method, new URL(pathOf(route, params), SITE_ROOT).href);
    request.withCredentials = true;
    request.setRequestHeader('Accept-Language', acceptLanguage());
    request.upload.onprogress = (event) =>
      sendBack({ type: 'adminUpload.progress', loaded: event.loaded, total: event.total });
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        reportStaffActivity();
        sendBack({ type: 'adminUpload.finished', result: answer });
        return;
      }
      const error = apiErrorFrom(request.status, answer);
      reportStaffFailure(error);
      sendBack({ type: 'adminUpload.failed', error: error.message });
    };
    request.onerror = () => {
      reportStaffFailure(new ApiError(NETWORK_ERROR_TEXT, 0));
      sendBack({ type: 'adminUpload.failed', error: NETWORK_ERROR_TEXT });
    };
    body(input as unknown as File).then(
      ({ data, type }) => {
        if (stopped) return;
        if (type) request.setRequestHeader('Content-Type', type);
        request.send(data);
      },
      () => sendBack({ type: 'adminUpload.failed', error: 'Datoteka ne može da se pročita.' }),
    );
    return () => {
      stopped = true;
      if (request.readyState !== XMLHttpRequest.DONE) request.abort();
    };
  });
}

const MB = 1024 * 1024;

/** Issue 33: JPEG, PNG or WebP up to 10 MB. */
export const PHOTO_LIMITS: UploadLimits = {
  maxBytes: 10 * MB,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: 'Slika je veća od 10 MB. Izaberite manju.',
  wrongType: 'Izaberite sliku u formatu JPEG, PNG ili WebP.',
};

/** The catalogue's JSON file (docs/catalog-import.md). */
export const IMPORT_LIMITS: UploadLimits = {
  maxBytes: 50 * MB,
  types: ['application/json', ''],
  tooLarge: 'Datoteka je veća od 50 MB.',
  wrongType: 'Izaberite JSON datoteku kataloga.',
};

/** The product screen's read (a loader under this system id), which a new photo reloads. */
export const PRODUCT_SYSTEM_ID = 'adminProduct';

/** A product's new photo: POST /api/admin/products/{id}/images, the file as the `image` field. */
export const photoUpload = (productId: number) =>
  adminUploadMachine.provide({
    actors: {
      upload: xhrUpload({
        route: routes.adminProductImageAdd,
        params: { id: productId },
        body: async (file) => {
          const form = new FormData();
          form.append('image', file);
          return { data: form };
        },
      }),
    },
    actions: {
      succeeded: ({ system }) => tell(system as never, PRODUCT_SYSTEM_ID, { type: 'loader.reload' }),
    },
  });

/** The catalogue import: POST /api/admin/catalog/import with the JSON file as the body. */
export const catalogUpload = adminUploadMachine.provide({
  actors: {
    upload: xhrUpload({
      route: routes.adminCatalogImport,
      // The file's text: the same bytes, and a body every XMLHttpRequest sends as it is.
      body: async (file) => ({ data: await file.text(), type: 'application/json' }),
    }),
  },
});
