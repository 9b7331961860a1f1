import { type FormEvent, useId, useState } from 'react';
import { reviewCreateSubmission } from '../../actors/screen-data';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useSubmission } from '../../lib/use-submission';
import { ReviewFormRating } from './review-form-rating';

/** A verified user's review of the product (one per product), checked by the contract's rules first. */
export function ReviewForm({ slug, onCreated }: { slug: string; onCreated: () => void }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmission(reviewCreateSubmission, onCreated);

  if (submission.status === 'succeeded')
    return (
      <p className="form-success" role="status">
        Hvala! Vaša ocena je objavljena.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, reviewBodySchema } = await import('./review-validation');
    const checked = checkFields(reviewBodySchema, { rating, text });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    submission.submit({ slug, body: checked.data });
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ocenite proizvod</h3>
      <ReviewFormRating
        name={`${id}-rating`}
        value={rating}
        error={errors.rating}
        onChange={(value) => setRating(value)}
      />
      <TextAreaField
        label="Vaš utisak"
        id={`${id}-text`}
        rows={4}
        maxLength={2000}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      {submission.status === 'failed' && (
        <p className="form-error" role="alert">
          {submission.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={submission.status === 'submitting'}>
        {submission.status === 'submitting' ? 'Slanje…' : 'Objavi ocenu'}
      </button>
    </form>
  );
}
