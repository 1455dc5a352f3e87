// The kiosk's "Book a table": until the shared booking package (web/booking/booking-package) lands, the
// screen asks the diner to book with the team; the journey itself replaces this placeholder.
import type { KioskScreenProps } from './kiosk-screens';

export function KioskBooking({ data }: KioskScreenProps) {
  return (
    <div className="kiosk-booking">
      <p>Online booking on this screen is coming soon. Please ask a member of our team to book a table at {data.restaurant.title}.</p>
    </div>
  );
}
