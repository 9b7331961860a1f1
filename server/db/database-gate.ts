/** The error a request meets while PostgreSQL is known not to answer (plugins/errors.ts: 503). */
export const databaseNotAnswering = (): Error =>
  Object.assign(new Error('PostgreSQL does not answer: waiting for it to answer a probe'), {
    code: 'DB_NOT_ANSWERING',
  });

/**
 * node-postgres's own deadlines that say the server did not answer at all: a new connection not
 * opened in time, a statement not answered in time (a live server cancels it first, 57014). Waiting
 * too long for a pooled connection ("timeout exceeded when trying to connect") says only that the
 * pool is busy, so it does not count.
 */
const NOT_ANSWERING = /Connection terminated due to connection timeout|Query read timeout/;

const meansNotAnswering = (error: unknown): boolean =>
  error instanceof Error && NOT_ANSWERING.test(error.message);

/**
 * Whether PostgreSQL answers. A request that met a deadline of its own (a new connection not
 * opened within the acquisition time, a query not answered) closes the gate: from then on requests fail at once
 * instead of each waiting out the same deadline, and a probe (a connection of its own and
 * `select 1`) runs every `retryMs` until the server answers and the gate opens again.
 */
export class DatabaseGate {
  private closed = false;
  private stopped = false;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly retryMs = 250,
  ) {}

  get open(): boolean {
    return !this.closed;
  }

  /** Closes the gate when the error says the server did not answer; other errors leave it as it is. */
  observe(error: unknown): void {
    if (!meansNotAnswering(error) || this.closed || this.stopped) return;
    this.closed = true;
    void this.probeUntilOpen();
  }

  /** No more probes (the database is being closed). */
  stop(): void {
    this.stopped = true;
  }

  private async probeUntilOpen(): Promise<void> {
    while (this.closed && !this.stopped) {
      try {
        await this.probe();
        this.closed = false;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, this.retryMs).unref());
      }
    }
  }
}
