import { type InputHTMLAttributes, useState } from 'react';
import { FieldFrame } from '../../components/ui/form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** What the reveal button shows, in the accusative: "lozinku", "potvrdu lozinke". */
  revealWhat?: string;
};

/** A password input the shopper may reveal to check what they typed (FormField's labels and errors). */
export function PasswordField({ label, error, hint, id, revealWhat = 'lozinku', ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="password-input">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            className="password-toggle"
            aria-controls={control.id}
            aria-label={`${visible ? 'Sakrij' : 'Prikaži'} ${revealWhat}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Sakrij' : 'Prikaži'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
