/** Shown when a failed call carries no text of its own (the API normally gives a Serbian `error`). */
export const FALLBACK_ERROR_MESSAGE = 'Došlo je do greške. Pokušajte ponovo.';

/** The text a view can show for an actor's rejection: the error's own message, else the fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return FALLBACK_ERROR_MESSAGE;
}
