import { useId } from 'react';
import type { Review } from '../../../contract/reviews';
import { reviewUpdateForm } from '../../actors/reviews.forms';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';

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
  onCancel: () => void;
};

/**
 * Changes a review's rating and text in place (PUT /api/reviews/{id}); the saved review goes to
 * its machine through the system (src/actors/reviews.forms.ts), which shows it again.
 */
export function MyReviewEditForm({ review, productName, onCancel }: Props) {
  const id = useId();
  const form = useForm(reviewUpdateForm, {
    values: { rating: review.rating, text: review.text },
    extra: review.id,
  });
  const busy = form.status === 'submitting';
  return (
    <form
      className="my-review-form"
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      aria-label={`Izmena ocene: ${productName}`}
    >
      <div className="field">
        <label htmlFor={`${id}-rating`}>Ocena</label>
        <select
          id={`${id}-rating`}
          value={Number(form.values.rating)}
          onChange={(event) => form.set('rating', Number(event.target.value))}
        >
          {ratings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label="Komentar" id={`${id}-text`} rows={4} {...form.field('text')} />
      <div className="my-review-actions">
        <button type="submit" className="button primary" disabled={form.busy}>
          {busy ? 'Čuvanje…' : 'Sačuvaj'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Odustani
        </button>
      </div>
      {form.status === 'failed' && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
    </form>
  );
}
