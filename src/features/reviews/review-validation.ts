import { type ReviewBody, reviewBodySchema } from '../../../contract/reviews';
import { serbianErrorMap } from '../../../contract/zod-serbian';

// A review's check with the contract's schema (the server checks the same). It brings zod, which
// the review screens do not need to render: the forms import it when submitted.

export type ReviewErrors = { rating?: string; text?: string };

/** The parsed review, or the Serbian message of each field's first broken rule. */
export function checkReview(
  values: unknown,
): { ok: true; body: ReviewBody } | { ok: false; errors: ReviewErrors } {
  const parsed = reviewBodySchema.safeParse(values, { error: serbianErrorMap });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'text') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
