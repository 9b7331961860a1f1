import type { EffectLog } from './effect-log';

type ActionImplementation = (args: any, params: any) => void;

/**
 * Real action implementations (from src/actors, over a fake browser) that also land in the log
 * under their names, so a step's effects can be checked both ways: what ran, and what it did.
 */
export function recordedActions<TActions extends Record<string, ActionImplementation>>(
  log: EffectLog,
  actions: TActions,
): TActions {
  return Object.fromEntries(
    Object.entries(actions).map(([name, implementation]) => [
      name,
      (args: unknown, params: unknown) => {
        log.push({ kind: 'action', name, params });
        implementation(args, params);
      },
    ]),
  ) as TActions;
}
