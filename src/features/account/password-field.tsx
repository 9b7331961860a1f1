import { type InputHTMLAttributes, useId, useState } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** What the reveal button shows, in the accusative: "lozinku", "potvrdu lozinke". */
  revealWhat?: string;
};

/** A password input the shopper may reveal to check what they typed (FormField's labels and errors). */
export function PasswordField({ label, error, hint, id, revealWhat = 'lozinku', ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <span id={`${inputId}-hint`} className="form-note">
          {hint}
        </span>
      )}
      <div className="password-input">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        <button
          type="button"
          className="password-toggle"
          aria-controls={inputId}
          aria-label={`${visible ? 'Sakrij' : 'Prikaži'} ${revealWhat}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Sakrij' : 'Prikaži'}
        </button>
      </div>
      {error && (
        <span id={`${inputId}-error`} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}
