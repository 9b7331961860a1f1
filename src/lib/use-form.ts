import { shallowEqual, useSelector } from '@xstate/react';
import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef } from 'react';
import { type FormView, selectFormView } from '../../machines/form/form.selectors';
import type { FieldValue, FormInput } from '../../machines/form/form.types';
import type { formMachine } from '../../machines/form/form.machine';
import { useScreenActor } from './use-screen-actor';

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/**
 * A form's machine (src/actors/form-logic.ts) in the shop's actor system while the form shows; the
 * view sends its changes and submit and shows what the machine holds. After a refused submit the
 * first refused field takes the focus, so the shopper starts where the problem is.
 */
export function useForm(logic: typeof formMachine, input: FormInput) {
  const actor = useScreenActor('form', logic, input);
  // Until the machine has started (the server's render, the first paint): the form's first values.
  const untouched = useRef<FormView>({
    status: 'editing',
    values: input.values,
    errors: {},
    refused: null,
    result: null,
    error: null,
    busy: false,
  }).current;
  const view = useSelector(
    actor,
    (snapshot) => (snapshot ? selectFormView(snapshot) : untouched),
    shallowEqual,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (view.refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.refused]);

  const set = (field: string, value: FieldValue) => actor?.send({ type: 'form.change', field, value });
  return {
    ...view,
    formRef,
    set,
    /** A text field's value, message and change handler. */
    field: (name: string): FieldProps => ({
      name,
      value: String(view.values[name] ?? ''),
      error: view.errors[name],
      onChange: (event) => set(name, event.target.value),
    }),
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      actor?.send({ type: 'form.submit' });
    },
    reset: (values?: FormInput['values']) =>
      actor?.send({ type: 'form.reset', ...(values ? { values } : {}) }),
  };
}
