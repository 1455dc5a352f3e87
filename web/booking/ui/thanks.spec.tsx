/** @jest-environment jsdom */
// The thanks screen's manage link (issue 14): shown, as the API's absolute address, only when the create
// answer carried one (a table booked), never for an enquiry or an older API.
import { render, screen } from '@testing-library/react';
import type { ConfirmedBooking } from '@tavola/core/booking';
import type { BookingStore } from '../booking.store';
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
