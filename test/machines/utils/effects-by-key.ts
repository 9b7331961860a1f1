import type { Effect } from './effect-log';

/**
 * A step's effects grouped by what they are (`action:<name>`, `invoke:<id>`, `send:<to>`,
 * `emit:<type>`), each with its payloads in order: an oracle that lists ALL the effects a step
 * must have compares with `toEqual`, so a missing, an extra or a wrong one fails alike.
 */
export function effectsByKey(effects: Effect[]): Record<string, unknown[]> {
  const grouped: Record<string, unknown[]> = {};
  for (const effect of effects) {
    const [key, payload] =
      effect.kind === 'action'
        ? [`action:${effect.name}`, effect.params]
        : effect.kind === 'invoke'
          ? [`invoke:${effect.id}`, effect.input]
          : effect.kind === 'send'
            ? [`send:${effect.to}`, effect.event]
            : [`emit:${effect.event.type}`, effect.event];
    grouped[key] = [...(grouped[key] ?? []), payload];
  }
  return grouped;
}
