import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CONTACT_MAX_LENGTH } from '../../../contract/contact-constants';
import { contactForm } from '../../actors/contact.form';
import { FormField } from '../../components/ui/form-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';

/** Shown if the server's answer carried no text of its own. */
const THANKS_FALLBACK = 'Hvala na poruci! Odgovorićemo Vam u najkraćem roku.';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: checked with the server's schema before anything is sent, kept filled in when
 * sending fails, cleared once the shop has the message (src/actors/contact.form.ts).
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm(contactForm, { values: EMPTY, clearOnSuccess: true });
  const busy = form.status === 'submitting';
  const finished = form.status === 'succeeded' || form.status === 'failed';
  const outcome = useRef<HTMLParagraphElement>(null);

  // The button is disabled while sending, which drops its focus: the outcome takes it instead.
  useLayoutEffect(() => {
    if (finished) outcome.current?.focus();
  }, [finished]);

  return (
    <form
      ref={form.formRef}
      className="contact-form"
      noValidate
      onSubmit={form.submit}
      aria-busy={busy}
      aria-labelledby={labelledBy}
    >
      <FormField
        label="Ime i prezime"
        autoComplete="name"
        required
        maxLength={CONTACT_MAX_LENGTH.name}
        {...form.field('name')}
      />
      <FormField
        label="E-adresa"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_MAX_LENGTH.email}
        hint="Na ovu adresu šaljemo odgovor i kopiju Vaše poruke."
        {...form.field('email')}
      />
      <FormField
        label="Naslov (nije obavezno)"
        maxLength={CONTACT_MAX_LENGTH.subject}
        {...form.field('subject')}
      />
      <TextAreaField
        label="Poruka"
        required
        rows={6}
        maxLength={CONTACT_MAX_LENGTH.message}
        hint="Najmanje 10 karaktera. Za porudžbinu navedite i njen broj."
        {...form.field('message')}
      />
      <button type="submit" className="button primary" disabled={form.busy}>
        {busy ? 'Slanje…' : 'Pošalji poruku'}
      </button>
      <div role="status" className="contact-outcome">
        {form.status === 'succeeded' && (
          <p ref={outcome} tabIndex={-1} className="form-success">
            {(form.result as string | undefined) ?? THANKS_FALLBACK}
          </p>
        )}
      </div>
      {form.status === 'failed' && (
        <p ref={outcome} tabIndex={-1} role="alert" className="form-error">
          {form.error}
        </p>
      )}
      <p className="form-note">
        Podatke iz poruke koristimo samo da bismo Vam odgovorili, kako je opisano u{' '}
        <Link href="/politika-privatnosti">Politici privatnosti</Link>.
      </p>
    </form>
  );
}
