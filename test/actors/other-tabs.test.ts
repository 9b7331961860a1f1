// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOtherTabs } from '../../src/actors/other-tabs';

/*
 * The shop's other tabs over a real BroadcastChannel (Node's, shared by every channel of the
 * process), and this tab's visibility over jsdom's document.
 */

let visibility: DocumentVisibilityState = 'hidden';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

/** The shopper leaves this tab or comes back to it. */
function changeVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const stops: (() => void)[] = [];
const channels: BroadcastChannel[] = [];

/** A tab's watch, its handlers counted; stopped after the test. */
function watch(tabs = createOtherTabs()) {
  const handlers = { cartChanged: vi.fn(), visible: vi.fn() };
  const stop = tabs.watch(handlers);
  stops.push(stop);
  return { tabs, handlers, stop };
}

/** A plain listener on the shop's channel, as another tab of this browser opens it. */
function listenOnShopChannel() {
  const channel = new BroadcastChannel('prodavnica-korpa');
  channels.push(channel);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
  return heard;
}

/** Long enough for a BroadcastChannel message posted before it to arrive. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const channel of channels.splice(0)) channel.close();
  vi.unstubAllGlobals();
  visibility = 'hidden';
});

describe('telling the other tabs that the cart changed', () => {
  it('posts { type: "cart.changed" } on the shop’s channel, prodavnica-korpa', async () => {
    const heard = listenOnShopChannel();
    createOtherTabs().announceCartChange();
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'cart.changed' }]));
  });

  it('reaches another tab’s watch and not the watch of the tab that announced', async () => {
    const here = watch();
    const other = watch();
    here.tabs.announceCartChange();
    await vi.waitFor(() => expect(other.handlers.cartChanged).toHaveBeenCalledTimes(1));
    await aMoment();
    expect(here.handlers.cartChanged).not.toHaveBeenCalled();
    expect(other.handlers.visible).not.toHaveBeenCalled();
  });

  it('reaches a watch no more once it is stopped', async () => {
    const other = watch();
    other.stop();
    const heard = listenOnShopChannel();
    createOtherTabs().announceCartChange();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    await aMoment();
    expect(other.handlers.cartChanged).not.toHaveBeenCalled();
  });
});

describe('this tab’s visibility', () => {
  it('calls visible when the shopper comes back to the tab, and not when they leave it', () => {
    const { handlers } = watch();
    changeVisibility('hidden');
    expect(handlers.visible).not.toHaveBeenCalled();
    changeVisibility('visible');
    expect(handlers.visible).toHaveBeenCalledTimes(1);
    expect(handlers.cartChanged).not.toHaveBeenCalled();
  });

  it('calls visible no more once the watch is stopped', () => {
    const { handlers, stop } = watch();
    stop();
    changeVisibility('visible');
    expect(handlers.visible).not.toHaveBeenCalled();
  });
});

describe('a browser without BroadcastChannel', () => {
  it('announces nothing and fails nothing, and still reports the tab becoming visible', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tabs = createOtherTabs();
    expect(() => tabs.announceCartChange()).not.toThrow();
    const { handlers, stop } = watch(tabs);
    changeVisibility('visible');
    expect(handlers.visible).toHaveBeenCalledTimes(1);
    expect(stop).not.toThrow();
  });
});
