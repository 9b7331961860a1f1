/** The params of a machine's provided `logError` action (the same in every machine). */
export type LogErrorParams = { message: string; error: unknown };

/**
 * `onError: { actions: logFailure('Brisanje stavke nije uspelo') }`: the named `logError` action
 * with what failed, for failures that are only logged (spec §8), never shown to the shopper.
 */
export const logFailure = (message: string) => ({
  type: 'logError' as const,
  params: ({ event }: { event: { error: unknown } }): LogErrorParams => ({ message, error: event.error }),
});
