import { useId } from 'react';
import { reviewCreateForm } from '../../actors/reviews.forms';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';
import { ReviewFormRating } from './review-form-rating';

/** A verified user's review of the product (one per product), checked by the contract's rules first. */
export function ReviewForm({ slug }: { slug: string }) {
  const id = useId();
  const form = useForm(reviewCreateForm, { values: { rating: 0, text: '' }, extra: slug });
  const sending = form.status === 'submitting';

  if (form.status === 'succeeded')
    return (
      <p className="form-success" role="status">
        Hvala! Vaša ocena je objavljena.
      </p>
    );

  return (
    <form
      ref={form.formRef}
      className="review-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Ocenite proizvod</h3>
      <ReviewFormRating
        name={`${id}-rating`}
        value={Number(form.values.rating)}
        error={form.errors.rating}
        onChange={(value) => form.set('rating', value)}
      />
      <TextAreaField label="Vaš utisak" id={`${id}-text`} rows={4} maxLength={2000} {...form.field('text')} />
      {form.status === 'failed' && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={form.busy}>
        {sending ? 'Slanje…' : 'Objavi ocenu'}
      </button>
    </form>
  );
}
