/** @jest-environment jsdom */
// The regional map as a diner meets it: one link per region that has restaurants, named with its count,
// regions without one shown but not offered, and a plain click or Enter handed to the page while a
// click for a new tab is left to the browser.
import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../pages/parts/page-test-kit';
import { MAP_REGIONS, RegionMap } from './region-map';

const SEED_COUNTS = new Map([
  ['London', 4],
  ['North West', 3],
  ['Midlands', 2],
  ['Yorkshire', 3],
  ['Scotland', 3],
  ['Wales', 1],
  ['South West', 2],
  ['South East', 3],
  ['North East', 1],
  ['East of England', 2],
]);

function mapOf(counts: ReadonlyMap<string, number>, onChoose?: (slug: string) => void) {
  render(<RegionMap counts={counts} onChoose={onChoose} />);
  return screen.getByRole('navigation', { name: 'Restaurants by region' });
}

describe('RegionMap', () => {
  it('given restaurants in every region, then each region is a link to its list, named with its count, north to south', () => {
    const map = mapOf(SEED_COUNTS);
    const links = within(map).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(within(map).getByRole('link', { name: 'Scotland, 3 restaurants' })).toHaveAttribute('href', '#region-scotland');
    expect(within(map).getByRole('link', { name: 'East of England, 2 restaurants' })).toHaveAttribute('href', '#region-east-of-england');
    expect(within(map).getByRole('link', { name: 'Wales, 1 restaurant' })).toHaveAttribute('href', '#region-wales');
    expect(links[0]).toHaveAccessibleName('Scotland, 3 restaurants');
    expect(links[9]).toHaveAccessibleName('London, 4 restaurants');
    expect(within(map).getAllByRole('listitem')).toHaveLength(MAP_REGIONS.length);
  });

  it('given a region without restaurants, then it is on the map, muted, and not a link', () => {
    const counts = new Map(SEED_COUNTS);
    counts.delete('Wales');
    counts.set('North East', 0);
    const map = mapOf(counts);
    expect(within(map).getAllByRole('link')).toHaveLength(8);
    expect(within(map).queryByRole('link', { name: /^Wales/ })).not.toBeInTheDocument();
    expect(within(map).queryByRole('link', { name: /^North East/ })).not.toBeInTheDocument();
    const wales = within(map).getByText('Wales').closest('.region-map__tile') as HTMLElement;
    expect(wales).toHaveTextContent('Wales, no restaurants yet');
    expect(wales).toHaveClass('region-map__tile--empty');
  });

  it('given a plain click on a region, then the page is told which region and the jump is left out', () => {
    const onChoose = jest.fn();
    const map = mapOf(SEED_COUNTS, onChoose);
    const link = within(map).getByRole('link', { name: 'North West, 3 restaurants' });
    const click = createEvent.click(link, { button: 0 });
    fireEvent(link, click);
    expect(onChoose).toHaveBeenCalledWith('north-west');
    expect(click.defaultPrevented).toBe(true);
  });

  it('given Enter on a focused region, then the page is told which region', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    mapOf(SEED_COUNTS, onChoose);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Scotland, 3 restaurants' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('north-west');
  });

  it('given a click for a new tab, then the browser follows the link as usual', () => {
    const onChoose = jest.fn();
    const map = mapOf(SEED_COUNTS, onChoose);
    const link = within(map).getByRole('link', { name: 'London, 4 restaurants' });
    const click = createEvent.click(link, { button: 0, ctrlKey: true });
    fireEvent(link, click);
    expect(onChoose).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('given no handler (before the page takes over), then the links are plain anchors', () => {
    const map = mapOf(SEED_COUNTS);
    const link = within(map).getByRole('link', { name: 'London, 4 restaurants' });
    const click = createEvent.click(link, { button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('has no accessibility violations axe can find without layout', async () => {
    const counts = new Map(SEED_COUNTS);
    counts.delete('Wales');
    render(<RegionMap counts={counts} onChoose={jest.fn()} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
