/**
 * The call queue the cart and the wishlist share in shape: `running` is the call in flight,
 * `queue` the calls waiting, in the order asked for. One call runs at a time.
 */
export type CommandQueue<TCommand extends { type: string }> = {
  running: TCommand | null;
  queue: TCommand[];
};

/** The command in flight, whose type the state running it knows (anything else is a wiring bug). */
export function runningCommand<TCommand extends { type: string }, TType extends TCommand['type']>(
  context: CommandQueue<TCommand>,
  type: TType,
): Extract<TCommand, { type: TType }> {
  const { running } = context;
  if (running?.type !== type) throw new Error(`expected a running '${type}', found '${running?.type}'`);
  return running as Extract<TCommand, { type: TType }>;
}

/** The queue with `command` appended; null (an event that makes no call) leaves it as it is. */
export function enqueued<TCommand>(queue: TCommand[], command: TCommand | null): TCommand[] {
  return command ? [...queue, command] : queue;
}
