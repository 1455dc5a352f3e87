/** @jest-environment jsdom */
// The hero: the page's h1 when it opens the page, its picture, its buttons and its CMS display fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('HeroTile', () => {
  it('shows the home hero: h1, text, picture fetched first, and its two buttons', async () => {
    const { tile } = await seedTile('home', 'hero');
    renderContentPage(pageWith([tile]), { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Benvenuti a Casa Ventura' })).toBeInTheDocument();
    expect(screen.getByText(/Fresh pasta rolled every morning/)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'An illustrated dining room with a long table set for dinner' });
    expect(image).toHaveAttribute('src', '/images/heroes/dining-room.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/#booking');
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveClass('btn');
    expect(screen.getByRole('link', { name: 'See our menus' })).toHaveAttribute('href', '/our-menus');
  });

  it('carries its colour, height and width to the band', async () => {
    const { tile } = await seedTile('home', 'hero');
    const { container } = renderContentPage(pageWith([tile]), { path: '/' });
    const band = container.querySelector('[data-tile-id]') as HTMLElement;
    expect(band).toHaveClass('tile', 'tile--hero', 'tile--has-bg', 'tile--dark', 'on-dark', 'tile--has-height', 'tile--full');
    expect(band.style.getPropertyValue('--tile-bg')).toBe('#0f3b3a');
    expect(band.style.getPropertyValue('--tile-min-height')).toBe('640px');
    expect(band).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { level: 1 }).id);
  });

  it('is an h2, with a lazy picture, when it does not open the page', async () => {
    const { tile } = await seedTile('home', 'hero');
    const text = { tileId: 'intro', key: 'text', html: '<p>Intro</p>' };
    renderContentPage(pageWith([text, tile]), { path: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Benvenuti a Casa Ventura' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /dining room/ })).toHaveAttribute('loading', 'lazy');
  });

  it('marks a decorative picture with an empty alt (legal pages)', async () => {
    const { tile } = await seedTile('terms-and-conditions', 'hero');
    const { container } = renderContentPage(pageWith([tile]), { path: '/' });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('gets a deep teal panel when the CMS gives no colour, so its text always reads', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'plain', key: 'hero', heading: 'Plain' }]), { path: '/' });
    const band = container.querySelector('[data-tile-id]') as HTMLElement;
    expect(band).toHaveClass('tile--dark');
    expect(band.style.getPropertyValue('--tile-bg')).toBe('#0f3b3a');
  });

  it('opens an external button safely, in a new tab when asked, and says so', () => {
    renderContentPage(
      pageWith([{ tileId: 'x', key: 'hero', heading: 'Follow', cta: { text: 'Instagram', url: 'https://www.instagram.com/casaventura', openInNewTab: true } }]),
      { path: '/' },
    );
    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('leaves out a button whose address is not safe', () => {
    renderContentPage(pageWith([{ tileId: 'x', key: 'hero', heading: 'Hi', cta: { text: 'Run', url: 'javascript:alert(1)' } }]), { path: '/' });
    expect(screen.queryByRole('link', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('navigates in the app when a site button is followed', async () => {
    const user = userEvent.setup();
    renderContentPage(pageWith([{ tileId: 'x', key: 'hero', heading: 'Jobs', cta: { text: 'Search jobs', url: '/careers/job-search', style: 'button' } }]), {
      path: '/',
    });
    await user.click(screen.getByRole('link', { name: 'Search jobs' }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent('/careers/job-search');
  });
});
