import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { createForm } from '../../src/actors/form-logic';
import { createLoader } from '../../src/actors/loader-logic';
import { useLoader } from '../../src/lib/use-loader';
import { useForm } from '../../src/lib/use-form';
import { QuietShopRoot } from '../utils/quiet-shop-root';

const doubled = createLoader(async (n: number) => n * 2);
const echoed = createForm({
  check: async () => ({ ok: true as const, data: 'poruka' }),
  submit: async (text: string) => `primljeno: ${text}`,
});

function Screen() {
  const loaded = useLoader(doubled, 21);
  const form = useForm(echoed, { values: {} });
  return (
    <>
      <p>{loaded.status === 'loaded' ? `učitano ${loaded.data}` : 'učitava se'}</p>
      <button type="button" onClick={() => form.submit()}>
        Pošalji
      </button>
      <p>{form.result as string}</p>
    </>
  );
}

/** Renders the screen under a root actor whose system reports to `seen`, as `?inspect` does. */
function renderUnderRoot(seen: InspectionEvent[]) {
  render(
    <StrictMode>
      <QuietShopRoot inspect={(event) => seen.push(event)}>
        <Screen />
      </QuietShopRoot>
    </StrictMode>,
  );
}

const snapshotsOf = (seen: InspectionEvent[], machineId: string) =>
  seen.filter(
    (event): event is Extract<InspectionEvent, { type: '@xstate.snapshot' }> =>
      event.type === '@xstate.snapshot' &&
      (event.actorRef as AnyActorRef & { logic?: { id?: string } }).logic?.id === machineId,
  );

describe('screen reads and forms run in the shop’s actor system', () => {
  it('the inspector of the root actor sees a loader load and a form send', async () => {
    const seen: InspectionEvent[] = [];
    renderUnderRoot(seen);
    expect(await screen.findByText('učitano 42')).toBeTruthy();
    screen.getByRole('button', { name: 'Pošalji' }).click();
    expect(await screen.findByText('primljeno: poruka')).toBeTruthy();

    const loads = snapshotsOf(seen, 'loader').map((event) => event.snapshot as unknown as { value: unknown });
    expect(loads.map((snapshot) => snapshot.value)).toContain('loaded');
    const submits = snapshotsOf(seen, 'form').map((event) => event.snapshot as unknown as { value: unknown });
    expect(submits.map((snapshot) => snapshot.value)).toContain('succeeded');
  });
});
