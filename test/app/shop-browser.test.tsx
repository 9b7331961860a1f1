import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShopBrowser } from '../../src/lib/shop-browser';

describe('useShopBrowser', () => {
  it('outside the ShopProvider it says so, instead of handing a page logic no browser', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useShopBrowser())).toThrow('useShopBrowser: outside ShopProvider');
    vi.restoreAllMocks();
  });
});
