import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { showPageInScript } from '../../src/actors/page-script';
import { startMswServer } from '../msw/msw-server';
import { TEST_TIMEOUTS } from './timeouts';

// One wait for every findBy/waitFor, sized for a busy machine (test/utils/timeouts.ts); no test
// or driver sets its own.
configure({ asyncUtilTimeout: TEST_TIMEOUTS.asyncUtil });

// jsdom lays nothing out and does not implement scrolling; the shop's scroll memory calls it.
window.scrollTo = () => {};

// Every view test: strict msw (an unanswered request fails the test), and a fresh browser after each.
startMswServer();

afterEach(() => {
  cleanup();
  showPageInScript('latin');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
