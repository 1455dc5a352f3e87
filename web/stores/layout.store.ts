// The shared layout's state: the mobile menu, how far the page is scrolled (solid header, back-to-top),
// how many modals are open (back-to-top hides under one), the dismissed banner, and whether the page's
// booking is confirmed (the Book Now button then reloads the page for a fresh booking), and whether the
// diner has touched a form on the page shown (the site-wide popup then keeps away).
import { makeAutoObservable } from 'mobx';
import { LAYOUT } from '@tavola/core/constants';

export class LayoutStore {
  mobileMenuOpen = false;
  scrollY = 0;
  openModals = 0;
  bannerDismissed = false;
  bookingConfirmed = false;
  formTouched = false;
  /** The short confirmation in the toast slot (spec: at most 350 px wide), or null; each one a new id. */
  toast: { id: number; text: string } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get headerSolid(): boolean {
    return this.scrollY > LAYOUT.headerSolidAfterPx;
  }

  get backToTopVisible(): boolean {
    return this.scrollY > LAYOUT.backToTopAfterPx && this.openModals === 0;
  }

  toggleMobileMenu(): void {
    this.mobileMenuOpen = !this.mobileMenuOpen;
  }

  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
  }

  scrolledTo(y: number): void {
    this.scrollY = Number.isFinite(y) && y > 0 ? y : 0;
  }

  modalOpened(): void {
    this.openModals += 1;
  }

  modalClosed(): void {
    this.openModals = Math.max(0, this.openModals - 1);
  }

  dismissBanner(): void {
    this.bannerDismissed = true;
  }

  /** The diner typed, chose or pressed something inside a form on this page. */
  touchedForm(): void {
    this.formTouched = true;
  }

  /** Another page is shown: its forms are untouched. */
  pageChanged(): void {
    this.formTouched = false;
  }

  /** Shows a short confirmation in the toast slot, replacing any shown. */
  showToast(text: string): void {
    this.toast = { id: (this.toast?.id ?? 0) + 1, text };
  }

  /** The toast `id` has been read (its time is up, or it was closed); a newer one stays. */
  dismissToast(id: number): void {
    if (this.toast?.id === id) this.toast = null;
  }

  /** The booking journey reports its thank-you state (true) and a fresh start (false). */
  setBookingConfirmed(confirmed: boolean): void {
    this.bookingConfirmed = confirmed;
  }
}
