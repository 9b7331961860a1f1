/**
 * A submission sends one form of a screen that changes server data (profile, password, a review,
 * the contact form) and keeps the answer for the screen to show.
 */
export type SubmissionContext<TInput = unknown, TResult = unknown> = {
  /** What was sent last (a retry sends it again). */
  input: TInput | null;
  /** The server's answer to the last successful submission. */
  result: TResult | null;
  /** The Serbian text of the last failure. */
  error: string | null;
};

export type SubmissionEvent<TInput = unknown> =
  | { type: 'submission.submit'; input: TInput }
  /** Back to an untouched form (the shopper edits again after a success or a failure). */
  | { type: 'submission.reset' };

/** What the screen hears (actor.on): a success, e.g. to close an editor or move on. */
export type SubmissionEmitted<TResult = unknown> = { type: 'submission.succeeded'; result: TResult };

/*
 * The actor src/actors provides:
 *   submit  input: TInput  output: TResult  one src/api call
 */
