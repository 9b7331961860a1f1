import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttributeFacet } from '../../../contract/catalog';
import { SpecFilters } from '../../../src/features/catalog/spec-filters';

const energy = (extra: Partial<AttributeFacet> = {}): AttributeFacet => ({
  key: 'energy_class',
  name: 'Energetski razred',
  group: 'Energija',
  type: 'option',
  values: [
    { value: 'A', label: 'A', count: 1001 },
    { value: 'B', label: 'B', count: 7 },
  ],
  ...extra,
});

const checkboxNames = () =>
  within(screen.getByRole('group', { name: 'Energetski razred' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent?.trim());

describe('spec filter value counts', () => {
  it('shows exact counts as they are, in thousands as Serbian writes them', () => {
    render(<SpecFilters facets={[energy()]} selected={[]} onChange={() => {}} />);
    expect(checkboxNames()).toEqual(['A (1.001)', 'B (7)']);
  });

  it('says "najmanje" when the server counted over the first products only', () => {
    render(
      <SpecFilters facets={[energy({ countsAreLowerBounds: true })]} selected={[]} onChange={() => {}} />,
    );
    expect(checkboxNames()).toEqual(['A (najmanje 1.001)', 'B (najmanje 7)']);
  });
});
