/** @jest-environment jsdom */
// The error pages: 404 with 'This page could not be found.' or the loader's own message, any other
// failure with its status (500 by default) and message, always with 'Return to homepage'; a failed
// root loader shows the 500 page in a minimal layout without settings.
import { screen, within } from '@testing-library/react';
import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';
import { describeRouteError } from './error-view';
import { renderSite } from './layout.test-kit';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // react-router reports the errors it catches; these ones are the point of the tests.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleError.mockClear();
});
afterEach(() => consoleError.mockRestore());

async function errorHeading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('Error pages', () => {
  it("shows 404 'This page could not be found.' for an unknown route, inside the full layout", async () => {
    renderSite({ path: '/no/such/page/here' });
    const heading = await errorHeading();
    expect(heading).toHaveTextContent('404 This page could not be found.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: MESSAGES.returnToHomepage })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Casa Ventura');
  });

  it('shows the 404 a page loader throws', async () => {
    renderSite({ path: '/gone' });
    expect(await errorHeading()).toHaveTextContent('404 This page could not be found.');
  });

  it("shows the loader's own 404 message: 'Menu not found.'", async () => {
    renderSite({ path: '/menu/missing' });
    expect(await errorHeading()).toHaveTextContent('404 Menu not found.');
  });

  it('shows 500 with a generic message for an exception, never its text', async () => {
    renderSite({ path: '/menu/broken' });
    const heading = await errorHeading();
    expect(heading).toHaveTextContent(`500 ${MESSAGES.somethingWentWrongTryAgain}`);
    expect(screen.queryByText(/database exploded/)).not.toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Casa Ventura');
  });

  it('shows the 500 page without settings when the root loader fails', async () => {
    renderSite({
      rootLoader: () => {
        throw data({ message: MESSAGES.settingsNotDefined }, { status: 500 });
      },
    });
    const heading = await errorHeading();
    expect(heading).toHaveTextContent(`500 ${MESSAGES.settingsNotDefined}`);
    const home = screen.getByRole('link', { name: MESSAGES.returnToHomepage });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Casa Ventura, All rights reserved');
    // No settings, so none of what they drive.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

describe('describeRouteError', () => {
  // What the router makes of a thrown data(body, { status }), and what the client entry revives.
  const response = (status: number, body: unknown) => new ErrorResponse(status, '', body);

  it.each([
    ['a 404 without a message', response(404, null), { status: 404, message: MESSAGES.pageNotFound }],
    ['a 404 with its message', response(404, { message: MESSAGES.menuNotFound }), { status: 404, message: MESSAGES.menuNotFound }],
    ['a 500 with its message', response(500, { message: 'Unknown middleware foo' }), { status: 500, message: 'Unknown middleware foo' }],
    ['a 503 with a text body', response(503, 'Down for maintenance'), { status: 503, message: 'Down for maintenance' }],
    ['a 500 without a message', response(500, {}), { status: 500, message: MESSAGES.somethingWentWrongTryAgain }],
    ['an Error', new Error('secret stack detail'), { status: 500, message: MESSAGES.somethingWentWrongTryAgain }],
    ['anything else thrown', 'oops', { status: 500, message: MESSAGES.somethingWentWrongTryAgain }],
  ])('%s', (_name, error, expected) => {
    expect(describeRouteError(error)).toEqual(expected);
  });
});
