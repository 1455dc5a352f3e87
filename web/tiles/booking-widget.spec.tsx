/** @jest-environment jsdom */
// The booking widget: a first step rendered from the loader's restaurants alone (the server's HTML, no
// API call), and the dataLayer analytics adapter the live journey uses, gated by analytics consent.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RestaurantSummary } from '../page-data';
import { BookingWidget } from './booking-widget';
import { DataLayerAnalytics, type DataLayerTarget } from '../layout/data-layer.analytics';

const RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus' },
  { storeId: 'B', title: 'Covent Garden' },
] as RestaurantSummary[];

describe('BookingWidget', () => {
  it('renders step one on the server from the restaurants alone, the preselected one chosen', () => {
    const html = renderToString(<BookingWidget restaurants={RESTAURANTS} preselectedStoreId="B" />);
    expect(html).toContain('Your table');
    expect(html).toContain('Find a table');
    expect(html).toMatch(/<option value="B" selected="">Covent Garden<\/option>/);
    // A browser without scripts is told how to book instead of "Loading…" for ever.
    expect(html).toMatch(/<noscript>.*Booking online needs JavaScript.*<\/noscript>/s);
  });

  it('lists the restaurants by region, and by name within a region', () => {
    const chain = [
      { storeId: 'Y', title: 'York Stonegate', region: 'Yorkshire' },
      { storeId: 'O', title: 'Oxford Circus', region: 'London' },
      { storeId: 'L', title: 'Leeds Briggate', region: 'Yorkshire' },
      { storeId: 'C', title: 'Covent Garden', region: 'London' },
    ] as RestaurantSummary[];
    render(<BookingWidget restaurants={chain} />);
    const groups = Array.from(screen.getByLabelText('Restaurant').querySelectorAll('optgroup'));
    expect(groups.map((group) => [group.label, Array.from(group.querySelectorAll('option')).map((option) => option.textContent)])).toEqual([
      ['London', ['Covent Garden', 'Oxford Circus']],
      ['Yorkshire', ['Leeds Briggate', 'York Stonegate']],
    ]);
  });

  it('keeps the first step, labelled and busy, until the journey loads', () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    expect(screen.getByLabelText('Restaurant')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Find a table' })).toBeDisabled();
    expect(screen.getByText('Loading the booking form…')).toBeInTheDocument();
  });
});

describe('DataLayerAnalytics', () => {
  it('pushes { event, ...properties } only while analytics consent is granted', () => {
    const target: DataLayerTarget = {};
    const root = document.createElement('html');
    const analytics = new DataLayerAnalytics(target, () => root);
    analytics.track('booking_complete', { covers: 2 });
    expect(target.dataLayer).toBeUndefined();
    root.dataset.analyticsConsent = 'granted';
    analytics.track('booking_complete', { covers: 2, bookingType: 'booking' });
    expect(target.dataLayer).toEqual([{ event: 'booking_complete', covers: 2, bookingType: 'booking' }]);
    root.dataset.analyticsConsent = 'denied';
    analytics.track('booking_unavailable');
    expect(target.dataLayer).toHaveLength(1);
  });
});
