/** @jest-environment jsdom */
// The booking band: the #booking anchor, its heading and the way to the booking page.
import { screen } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('BookingTile', () => {
  it('is the #booking section, headed Book a table, leading to the booking page', async () => {
    const { tile, data } = await seedTile('home', 'form', 0);
    const { container } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const section = container.querySelector('section#booking') as HTMLElement;
    expect(section).not.toBeNull();
    expect(section).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Book a table' }).id);
    expect(screen.getByText('Choose a restaurant, an occasion, your party size and a date.')).toBeInTheDocument();
    // '/book-now' is a legacy redirect to '/#booking': the link goes to the booking page's other path.
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/restaurants/book-now');
  });

  it("leads to the restaurant's own booking page when the tile names one", async () => {
    const { tile, data } = await seedTile('oxford-circus', 'form', 0);
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/restaurants/london/oxford-circus/book-now');
  });

  it('is a booking section for the booking tile key too, with a heading of its own when the CMS gives none', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'b', key: 'booking' }]));
    expect(container.querySelector('#booking')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Book a table' })).toBeInTheDocument();
  });
});
