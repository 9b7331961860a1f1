import { type FormEvent, useId, useState } from 'react';
import type { Review } from '../../../contract/reviews';
import { reviewUpdateSubmission } from '../../actors/screen-data';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useSubmission } from '../../lib/use-submission';

const ratings = [
  { value: 5, label: '5 – odlično' },
  { value: 4, label: '4 – vrlo dobro' },
  { value: 3, label: '3 – dobro' },
  { value: 2, label: '2 – loše' },
  { value: 1, label: '1 – vrlo loše' },
];

type Props = {
  review: Pick<Review, 'id' | 'rating' | 'text'>;
  productName: string;
  onSaved: (saved: Review) => void;
  onCancel: () => void;
};

/** Changes a review's rating and text in place (PUT /api/reviews/{id}). */
export function MyReviewEditForm({ review, productName, onSaved, onCancel }: Props) {
  const id = useId();
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.text);
  const [textError, setTextError] = useState<string>();
  const submission = useSubmission(reviewUpdateSubmission, (saved) => saved && onSaved(saved));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, reviewBodySchema } = await import('./review-validation');
    const checked = checkFields(reviewBodySchema, { rating, text });
    if (!checked.ok) {
      setTextError(checked.errors.text ?? checked.errors.rating);
      return;
    }
    setTextError(undefined);
    submission.submit({ id: review.id, body: checked.data });
  };

  const busy = submission.status === 'submitting';
  return (
    <form
      className="my-review-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Izmena ocene: ${productName}`}
    >
      <div className="field">
        <label htmlFor={`${id}-rating`}>Ocena</label>
        <select
          id={`${id}-rating`}
          value={rating}
          onChange={(event) => setRating(Number(event.target.value))}
        >
          {ratings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label="Komentar"
        id={`${id}-text`}
        rows={4}
        value={text}
        error={textError}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="my-review-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Čuvanje…' : 'Sačuvaj'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Odustani
        </button>
      </div>
      {submission.status === 'failed' && (
        <p className="form-error" role="alert">
          {submission.error}
        </p>
      )}
    </form>
  );
}
