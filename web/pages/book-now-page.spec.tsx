/** @jest-environment jsdom */
// The book-now pages: every restaurant, a city's, and one preselected, inside #booking.
import { screen, within } from '@testing-library/react';
import { BOOKING } from '@tavola/core/constants';
import { restaurants } from '../../server/api/seed';
import { BookNowPage } from './book-now-page';
import { axeViolations, bookNowData, renderPage, summaryOf } from './parts/page-test-kit';

describe('the book-now pages', () => {
  it("given /book-now, when shown, then 'Book a table' is the h1 and every restaurant is offered inside #booking", () => {
    const { container } = renderPage(BookNowPage, bookNowData(), '/restaurants/book-now');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Book a table']);
    const booking = container.querySelector('section#booking') as HTMLElement;
    expect(within(booking).getByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    expect(booking.querySelectorAll('.booking-choice')).toHaveLength(24);
    expect(within(booking).getByRole('link', { name: /Bristol Corn Street/ })).toHaveAttribute('href', '/restaurants/bristol/bristol/book-now');
  });

  it('given the page, when shown, then a party larger than BOOKING.maxCovers is sent to the group enquiry', () => {
    renderPage(BookNowPage, bookNowData(), '/restaurants/book-now');
    const note = screen.getByRole('link', { name: 'Send us a group enquiry' }).parentElement as HTMLElement;
    expect(note).toHaveTextContent(`Booking for more than ${BOOKING.maxCovers}, or planning a party? Send us a group enquiry.`);
  });

  it("given a restaurant's book-now page, when shown, then it is preselected with its phone number", () => {
    const { container } = renderPage(BookNowPage, bookNowData({ preselectedStoreId: 'CV017', city: { slug: 'bristol', name: 'Bristol' } }), '/restaurants/bristol/bristol/book-now');
    const booking = container.querySelector('#booking') as HTMLElement;
    expect(booking).toHaveAttribute('data-store-id', 'CV017');
    const chosen = within(booking).getByRole('link', { current: true });
    expect(chosen).toHaveTextContent('Bristol Corn Street');
    expect(chosen).toHaveTextContent('Selected');
    expect(within(booking).getByRole('link', { name: '0117 496 0117' })).toHaveAttribute('href', 'tel:01174960117');
    expect(within(booking).getByRole('heading', { name: 'Or choose another restaurant' })).toBeInTheDocument();
  });

  it("given a city's book-now page, when shown, then only its restaurants", () => {
    const glasgow = restaurants.filter((r) => r.city === 'glasgow').map(summaryOf);
    const { container } = renderPage(BookNowPage, bookNowData({ restaurants: glasgow, city: { slug: 'glasgow', name: 'Glasgow' } }), '/restaurants/glasgow/book-now');
    expect(container.querySelectorAll('#booking .booking-choice')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all our restaurants' })).toHaveAttribute('href', '/restaurants/book-now');
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(BookNowPage, bookNowData({ preselectedStoreId: 'CV001' }), '/restaurants/london/oxford-circus/book-now');
    expect(await axeViolations(container)).toEqual([]);
  });
});
