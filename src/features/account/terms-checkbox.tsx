import { useId } from 'react';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
};

/** Accepting the terms of use; the terms open in a new tab, so the filled form stays as it is. */
export function TermsCheckbox({ checked, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="field checkbox-field">
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          Prihvatam{' '}
          <a href="/uslovi-koriscenja" target="_blank" rel="noopener noreferrer">
            uslove korišćenja
            <span className="visually-hidden"> (otvara se u novom prozoru)</span>
          </a>
        </label>
      </div>
      {error && (
        <span id={`${id}-error`} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}
