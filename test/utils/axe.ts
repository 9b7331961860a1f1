import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

/** Serious and critical axe findings inside the page's main region (jsdom cannot judge contrast). */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
