import { screen } from '@testing-library/react';
import { aBackOffice, backOfficeHandlers, type FakeBackOffice } from '../../msw/admin-handlers';
import { renderApp } from '../../utils/render-app';

/** The shop at a back-office path, against a fake back office (test/msw/admin-handlers.ts). */
export function openBackOffice(path: string, office: FakeBackOffice = aBackOffice()) {
  return { ...renderApp(path, { handlers: backOfficeHandlers(office) }), office };
}

/** The screen's h1, once it shows. */
export const screenTitled = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The calls the views made to one route, with their bodies and URLs. */
export const callsTo = (office: FakeBackOffice, route: string) =>
  office.calls.filter((call) => call.route === route);
