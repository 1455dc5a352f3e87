/** @jest-environment jsdom */
// Offer cards linking to /offer/{slug}, in the tile's order, from the offers the loader resolved.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('OffersTile', () => {
  it('shows the home offers as cards, each linking to its offer page', async () => {
    const { tile, data } = await seedTile('home', 'offers');
    const { container } = renderContentPage(pageWith([tile], { offers: data.offers }));
    const cards = within(container.querySelector('.card-grid') as HTMLElement).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Two for Tuesday: 2-for-1 pizza');
    expect(first.getByRole('link')).toHaveAttribute('href', '/offer/two-for-tuesday');
  });

  it('opens the offer page when a card is followed', async () => {
    const user = userEvent.setup();
    const { tile, data } = await seedTile('home', 'offers');
    renderContentPage(pageWith([tile], { offers: data.offers }));
    await user.click(screen.getAllByRole('link')[1] as HTMLElement);
    expect(await screen.findByTestId('other-page')).toHaveTextContent('/offer/birthday-dolce');
  });

  it("shows the offers a restaurant honours on its page", async () => {
    const { tile, data } = await seedTile('oxford-circus', 'offers');
    renderContentPage(pageWith([tile], { offers: data.offers }));
    expect(screen.getByRole('heading', { level: 2, name: 'Offers at Oxford Circus' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').length).toBe((tile.offerSlugs as string[]).length);
  });

  it('says so when none of its offers is running', () => {
    renderContentPage(pageWith([{ tileId: 'o', key: 'offers', heading: 'Offers', offerSlugs: ['ended'] }], { offers: [] }));
    expect(screen.getByText(/no offers here right now/)).toBeInTheDocument();
  });
});
