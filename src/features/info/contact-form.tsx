import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CONTACT_MAX_LENGTH } from '../../../contract/contact-constants';
import { contactSubmission } from '../../actors/screen-data';
import { FormField } from '../../components/ui/form-field';
import { useSubmission } from '../../lib/use-submission';
import {
  type ContactErrors,
  type ContactValues,
  EMPTY_CONTACT,
  type ContactCheck,
  firstInvalidField,
  loadContactCheck,
} from './contact-validation';
import { TextAreaField } from '../../components/ui/text-area-field';

/** Shown if the server's answer carried no text of its own. */
const THANKS_FALLBACK = 'Hvala na poruci! Odgovorićemo Vam u najkraćem roku.';

/**
 * The contact form: checked with the server's schema before anything is sent, kept filled in when
 * sending fails, cleared once the shop has the message.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After the first attempt every keystroke re-checks, so a fixed field loses its error at once.
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Loaded on the first send; the re-checks after it use it as it is.
  const check = useRef<ContactCheck | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const sending = useSubmission(contactSubmission, () => {
    setValues(EMPTY_CONTACT);
    setErrors({});
    setAttempted(false);
  });
  const busy = sending.status === 'submitting';
  const finished = sending.status === 'succeeded' || sending.status === 'failed';

  // The button is disabled while sending, which drops its focus: the outcome takes it instead.
  useLayoutEffect(() => {
    if (finished) outcome.current?.focus();
  }, [finished]);

  const change =
    (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (attempted && check.current) {
        const checked = check.current(next);
        setErrors(checked.ok ? {} : checked.errors);
      }
    };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    check.current ??= await loadContactCheck();
    const checked = check.current(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const field = firstInvalidField(checked.errors);
      if (field) (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    sending.submit(checked.data);
  };

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      onSubmit={send}
      aria-busy={busy}
      aria-labelledby={labelledBy}
    >
      <FormField
        label="Ime i prezime"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_MAX_LENGTH.name}
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <FormField
        label="E-adresa"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_MAX_LENGTH.email}
        hint="Na ovu adresu šaljemo odgovor i kopiju Vaše poruke."
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <FormField
        label="Naslov (nije obavezno)"
        name="subject"
        maxLength={CONTACT_MAX_LENGTH.subject}
        value={values.subject}
        onChange={change('subject')}
        error={errors.subject}
      />
      <TextAreaField
        label="Poruka"
        name="message"
        required
        rows={6}
        maxLength={CONTACT_MAX_LENGTH.message}
        hint="Najmanje 10 karaktera. Za porudžbinu navedite i njen broj."
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Slanje…' : 'Pošalji poruku'}
      </button>
      <div role="status" className="contact-outcome">
        {sending.status === 'succeeded' && (
          <p ref={outcome} tabIndex={-1} className="form-success">
            {sending.result ?? THANKS_FALLBACK}
          </p>
        )}
      </div>
      {sending.status === 'failed' && (
        <p ref={outcome} tabIndex={-1} role="alert" className="form-error">
          {sending.error}
        </p>
      )}
      <p className="form-note">
        Podatke iz poruke koristimo samo da bismo Vam odgovorili, kako je opisano u{' '}
        <Link href="/politika-privatnosti">Politici privatnosti</Link>.
      </p>
    </form>
  );
}
