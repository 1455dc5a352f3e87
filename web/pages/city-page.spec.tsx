/** @jest-environment jsdom */
// The city page from the seed's London and Glasgow restaurants.
import { screen, within } from '@testing-library/react';
import { CityPage } from './city-page';
import { axeViolations, cityData, renderPage, TEST_NOW } from './parts/page-test-kit';

beforeEach(() => jest.useFakeTimers({ now: TEST_NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('the city page', () => {
  it("given London, when shown, then 'Italian restaurants in London' is the one h1 and each restaurant is a card", () => {
    const { container } = renderPage(CityPage, cityData('london'), '/restaurants/london');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Italian restaurants in London']);
    const grid = container.querySelector('ul.locations-grid') as HTMLElement;
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    expect(within(grid).getByRole('link', { name: 'Oxford Circus' })).toHaveAttribute('href', '/restaurants/london/oxford-circus');
    expect(within(grid).getByRole('link', { name: 'Book a table at Covent Garden' })).toHaveAttribute('href', '/restaurants/london/covent-garden/book-now');
  });

  it('given Monday 10:00, when shown, then each card says it is closed and opens at 12:00', () => {
    const { container } = renderPage(CityPage, cityData('glasgow'), '/restaurants/glasgow');
    expect([...container.querySelectorAll('.opening-status')].map((p) => p.textContent)).toEqual(['Closed, opens 12:00', 'Closed, opens 12:00']);
  });

  it('given Monday 13:00, when shown, then the cards say open', () => {
    jest.setSystemTime(TEST_NOW + 3 * 3600_000);
    const { container } = renderPage(CityPage, { ...cityData('glasgow'), nowMs: TEST_NOW + 3 * 3600_000 }, '/restaurants/glasgow');
    expect([...container.querySelectorAll('.opening-status')].map((p) => p.textContent)).toEqual(['Open now, closes 23:00', 'Open now, closes 22:30']);
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    jest.useRealTimers();
    const { container } = renderPage(CityPage, cityData('london'), '/restaurants/london');
    expect(await axeViolations(container)).toEqual([]);
  });
});
