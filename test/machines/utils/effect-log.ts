/**
 * Everything a machine under test did to the outside world, in order: provided actions it ran,
 * events it emitted, events it sent to other actors in the system, actors it invoked.
 */
export type Effect =
  | { kind: 'action'; name: string; params: unknown }
  | { kind: 'emit'; event: { type: string } & Record<string, unknown> }
  | { kind: 'send'; to: string; event: { type: string } & Record<string, unknown> }
  | { kind: 'invoke'; id: string; input: unknown };

export class EffectLog {
  readonly entries: Effect[] = [];

  push(effect: Effect): void {
    this.entries.push(effect);
  }

  /** A mark to pass to `since`, so a test looks only at what one step did. */
  mark(): number {
    return this.entries.length;
  }

  since(mark: number): Effect[] {
    return this.entries.slice(mark);
  }

  /** A provided action that records its params under its name. */
  action(name: string) {
    return (_args: unknown, params: unknown) => {
      this.push({ kind: 'action', name, params });
    };
  }
}

export const actionsIn = (effects: Effect[], name: string) =>
  effects.flatMap((effect) => (effect.kind === 'action' && effect.name === name ? [effect.params] : []));

export const emitsIn = (effects: Effect[], type: string) =>
  effects.flatMap((effect) => (effect.kind === 'emit' && effect.event.type === type ? [effect.event] : []));

export const sendsIn = (effects: Effect[], to: string) =>
  effects.flatMap((effect) => (effect.kind === 'send' && effect.to === to ? [effect.event] : []));

export const invokesIn = (effects: Effect[], id: string) =>
  effects.flatMap((effect) => (effect.kind === 'invoke' && effect.id === id ? [effect.input] : []));
