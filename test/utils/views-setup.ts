import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { startMswServer } from '../msw/msw-server';

// One wait for every findBy/waitFor: a busy 2-core machine (two test workers, a build beside them)
// can take seconds to render a lazy page; a failing expectation still fails, only later.
configure({ asyncUtilTimeout: 8_000 });

// Every view test: strict msw (an unanswered request fails the test), and a fresh browser after each.
startMswServer();

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
