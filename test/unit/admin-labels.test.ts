import { describe, expect, it } from 'vitest';
import { adminOrderStatusFilters } from '../../contract/admin';
import { ORDER_STATUS_FILTERS, STATUS_FILTER_LABELS } from '../../src/back-office/labels';

describe('the back office labels', () => {
  it("offers exactly the contract's order status filters, each with a Serbian label", () => {
    expect([...ORDER_STATUS_FILTERS]).toEqual([...adminOrderStatusFilters]);
    for (const status of ORDER_STATUS_FILTERS) expect(STATUS_FILTER_LABELS[status]).toMatch(/\S/);
  });
});

describe('the stock screen', () => {
  it("names the contract's low-stock threshold", async () => {
    const { LOW_STOCK_THRESHOLD } = await import('../../contract/admin');
    const { LOW_STOCK_THRESHOLD_TEXT } = await import('../../src/back-office/labels');
    expect(LOW_STOCK_THRESHOLD_TEXT).toContain(`sa ${LOW_STOCK_THRESHOLD} ili manje`);
  });
});
