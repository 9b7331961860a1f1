/** What the machine reads of a chosen file (a browser File has these and more). */
export type ChosenFile = { name: string; size: number; type: string };

/** What one kind of upload accepts, and what it says of a file it does not. */
export type UploadLimits = {
  maxBytes: number;
  /** The MIME types accepted; null for any. */
  types: string[] | null;
  tooLarge: string;
  wrongType: string;
};

export type UploadProgress = { loaded: number; total: number };

export type AdminUploadContext = {
  limits: UploadLimits;
  /** The file being or last uploaded (the browser's File, passed to the upload as it is). */
  file: ChosenFile | null;
  progress: UploadProgress | null;
  /** The server's answer to the last upload that succeeded. */
  result: unknown;
  /** The Serbian text of the last refusal or failure. */
  error: string | null;
};

export type AdminUploadEvent =
  /** The staff member chose a file (the file input's change). */
  | { type: 'adminUpload.choose'; file: ChosenFile }
  /** From the upload actor: XMLHttpRequest's upload progress. */
  | { type: 'adminUpload.progress'; loaded: number; total: number }
  /** From the upload actor: the server's answer. */
  | { type: 'adminUpload.finished'; result: unknown }
  /** From the upload actor: the server's refusal or a failed connection, in Serbian. */
  | { type: 'adminUpload.failed'; error: string }
  /** "Prekini": the request is aborted. */
  | { type: 'adminUpload.cancel' }
  /** After an outcome: back to choosing a file. */
  | { type: 'adminUpload.reset' };

/*
 * The actor src/admin/actors/upload.ts provides:
 *   upload  input: the chosen file  sends adminUpload.progress, then adminUpload.finished or
 *           adminUpload.failed (XMLHttpRequest, so the upload's progress is known); aborts when stopped
 * and the action `succeeded`, which tells the screen's data the upload changed it.
 */
