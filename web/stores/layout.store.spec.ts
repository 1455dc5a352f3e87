// The layout store's rules: solid header after 250 px, back-to-top after 600 px unless a modal is
// open, a modal count that cannot go negative, and the confirmed-booking flag.
import { LAYOUT } from '@tavola/core/constants';
import { LayoutStore } from './layout.store';

describe('LayoutStore', () => {
  it('turns the header solid only past 250 px', () => {
    const layout = new LayoutStore();
    layout.scrolledTo(LAYOUT.headerSolidAfterPx);
    expect(layout.headerSolid).toBe(false);
    layout.scrolledTo(LAYOUT.headerSolidAfterPx + 1);
    expect(layout.headerSolid).toBe(true);
  });

  it('shows back-to-top only past 600 px and while no modal is open', () => {
    const layout = new LayoutStore();
    layout.scrolledTo(LAYOUT.backToTopAfterPx);
    expect(layout.backToTopVisible).toBe(false);
    layout.scrolledTo(LAYOUT.backToTopAfterPx + 1);
    expect(layout.backToTopVisible).toBe(true);
    layout.modalOpened();
    layout.modalOpened();
    expect(layout.backToTopVisible).toBe(false);
    layout.modalClosed();
    expect(layout.backToTopVisible).toBe(false);
    layout.modalClosed();
    expect(layout.backToTopVisible).toBe(true);
  });

  it('never counts fewer than zero modals, and reads a nonsense scroll as the top', () => {
    const layout = new LayoutStore();
    layout.modalClosed();
    expect(layout.openModals).toBe(0);
    layout.scrolledTo(Number.NaN);
    expect(layout.scrollY).toBe(0);
    layout.scrolledTo(-40);
    expect(layout.scrollY).toBe(0);
  });

  it('remembers whether the booking is confirmed', () => {
    const layout = new LayoutStore();
    expect(layout.bookingConfirmed).toBe(false);
    layout.setBookingConfirmed(true);
    expect(layout.bookingConfirmed).toBe(true);
    layout.setBookingConfirmed(false);
    expect(layout.bookingConfirmed).toBe(false);
  });
});
