import type { SnapshotFrom } from 'xstate';
import type { formMachine } from './form.machine';
import type { FieldErrors, FormValues } from './form.types';

type FormSnapshot = SnapshotFrom<typeof formMachine>;

export type FormStatus = 'editing' | 'checking' | 'submitting' | 'succeeded' | 'failed';

/** What a form's view shows. */
export type FormView = {
  status: FormStatus;
  values: FormValues;
  errors: FieldErrors;
  refused: FieldErrors | null;
  result: unknown;
  error: string | null;
  busy: boolean;
};

export const selectFormView = (snapshot: FormSnapshot): FormView => ({
  status: snapshot.value as FormStatus,
  values: snapshot.context.values,
  errors: snapshot.context.errors,
  refused: snapshot.context.refused,
  result: snapshot.context.result,
  error: snapshot.context.error,
  busy: snapshot.hasTag('busy') || snapshot.matches('checking'),
});
