/** A field's value: text, a ticked box, a chosen number (a rating). */
export type FieldValue = string | boolean | number;

/** A form's fields by name, as the shopper has filled them. */
export type FormValues = Record<string, FieldValue>;

/** The Serbian message of each refused field, by its name (a dotted path for nested data). */
export type FieldErrors = Partial<Record<string, string>>;

/** What the form's check makes of its values: the data to send, or why they are refused. */
export type FormCheck = { ok: true; data: unknown } | { ok: false; errors: Record<string, string> };

export type FormContext = {
  /** The fields as filled. */
  values: FormValues;
  /** The values the form started from, or was last reset to. */
  initial: FormValues;
  /** The messages of the last refused check; a field's goes when the shopper changes it. */
  errors: FieldErrors;
  /**
   * The messages of the last refused submit, a new object for each refusal (edits do not change
   * it): the view moves the focus to the first refused field once per refusal.
   */
  refused: FieldErrors | null;
  /** What the form sends beside its fields (the login's page to return to). */
  extra: unknown;
  /** Whether a success empties the form (a password change). */
  clearOnSuccess: boolean;
  /** The checked data last sent. */
  data: unknown;
  /** The answer to the last successful send. */
  result: unknown;
  /** The Serbian text of the last failed send. */
  error: string | null;
};

export type FormInput = { values: FormValues; extra?: unknown; clearOnSuccess?: boolean };

export type FormEvent =
  | { type: 'form.change'; field: string; value: FieldValue }
  | { type: 'form.submit' }
  /** Back to an untouched form: its first values, or these (a saved profile's). */
  | { type: 'form.reset'; values?: FormValues };

/*
 * The actors src/actors provides per form (src/actors/form-logic.ts):
 *   check   input: { values, extra }     output: FormCheck  the contract's schema, loaded on the first submit
 *   submit  input: { data, extra }       output: unknown    one API call, or a message to the machine that sends it
 */
