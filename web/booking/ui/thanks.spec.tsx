/** @jest-environment jsdom */
// The thanks screen's manage link (issue 14): shown, as the API's absolute address, only when the create
// answer carried one (a table booked), never for an enquiry or an older API.
import { render, screen } from '@testing-library/react';
import type { ConfirmedBooking } from '@tavola/core/booking';
import type { BookingStore } from '../booking.store';
import { BookingSettingsProvider } from '../booking-settings';
import { Thanks } from './thanks';

const BOOKED: ConfirmedBooking = { reference: 'CVAB2CDE', bookingType: '', storeId: 'A', date: '2026-11-25', time: '19:00', covers: 2 };

function storeWith(confirmation: ConfirmedBooking): BookingStore {
  return { snapshot: { confirmation, restaurant: null }, calendarFile: () => null, reset: async () => undefined } as unknown as BookingStore;
}

it('given a table booked with a manage link, then "Manage your booking" links to its absolute address', () => {
  const manageUrl = 'https://www.casaventura.example/booking/manage/m1.CVAB2CDE.20261125.sig';
  render(<Thanks store={storeWith({ ...BOOKED, manageUrl })} />);
  expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', manageUrl);
});

it('given no manage link (an enquiry, or an API without one), then no link', () => {
  render(<Thanks store={storeWith({ ...BOOKED, bookingType: 'enquiry', manageUrl: null })} />);
  expect(screen.queryByRole('link', { name: 'Manage your booking' })).toBeNull();
});

it('given a shared device (the kiosk), then neither the manage link nor a calendar file is offered: the next diner could take them', () => {
  const manageUrl = 'https://www.casaventura.example/booking/manage/m1.CVAB2CDE.20261125.sig';
  const store = { ...storeWith({ ...BOOKED, manageUrl }), calendarFile: () => ({ filename: 'booking-CVAB2CDE.ics', content: 'BEGIN:VCALENDAR', mimeType: 'text/calendar' }) } as unknown as BookingStore;
  const { unmount } = render(<Thanks store={store} />);
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manage your booking' })).toBeInTheDocument();
  unmount();
  render(
    <BookingSettingsProvider settings={{ apiBaseUrl: '', brandKey: 'casa-ventura', sharedDevice: true }}>
      <Thanks store={store} />
    </BookingSettingsProvider>,
  );
  expect(screen.getByText('CVAB2CDE')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage your booking' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
});
