// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInspector } from '../../src/lib/inspector';

describe('the Stately inspector (?inspect)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('in development, opens the inspector window and hands the root actor its observer', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const observer = await loadInspector();
    expect(observer).toBeDefined();
    expect(open).toHaveBeenCalled();
  });

  it('a production build loads no inspector and opens nothing', async () => {
    vi.stubEnv('DEV', false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(await loadInspector()).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });
});
