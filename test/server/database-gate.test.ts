import { describe, expect, it } from 'vitest';
import { DatabaseGate, databaseNotAnswering } from '../../server/db/database-gate';
import { eventually } from '../reliability/eventually';

describe('the gate in front of PostgreSQL', () => {
  const probeThat = (answers: () => boolean) => {
    const calls = { count: 0 };
    const probe = async () => {
      calls.count++;
      if (!answers()) throw new Error('Connection terminated due to connection timeout');
    };
    return { probe, calls };
  };

  it.each(['Connection terminated due to connection timeout', 'Query read timeout'])(
    'closes on node-postgres’s own deadline “%s” (the server did not answer at all)',
    (message) => {
      const gate = new DatabaseGate(probeThat(() => false).probe, 10);
      gate.observe(new Error(message));
      expect(gate.open).toBe(false);
      gate.stop();
    },
  );

  it('stays open on what a live server answers, and on a pool that is only busy', () => {
    const gate = new DatabaseGate(probeThat(() => false).probe, 10);
    for (const error of [
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    ])
      gate.observe(error);
    expect(gate.open).toBe(true);
  });

  it('opens again, with no restart, once a probe answers; until then it keeps probing', async () => {
    let answering = false;
    const { probe, calls } = probeThat(() => answering);
    const gate = new DatabaseGate(probe, 10);
    gate.observe(new Error('Query read timeout'));
    await eventually(async () => calls.count >= 3, 10);
    expect(gate.open).toBe(false);
    answering = true;
    await eventually(async () => gate.open, 10);
  });

  it('stops probing once the database is closed', async () => {
    const { probe, calls } = probeThat(() => false);
    const gate = new DatabaseGate(probe, 10);
    gate.observe(new Error('Query read timeout'));
    gate.stop();
    const seen = calls.count;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBeLessThanOrEqual(seen + 1);
  });

  it('names the refusal it gives requests meanwhile with its own code (answered 503 by the error handler)', () => {
    expect(databaseNotAnswering()).toMatchObject({ code: 'DB_NOT_ANSWERING' });
  });
});
