/** @jest-environment jsdom */
// The modal: a named dialog that takes focus, keeps it, closes on Escape and the backdrop, gives focus
// back, and is counted in layout.openModals while mounted.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RootStore } from '../stores/root.store';
import { StoreProvider } from '../stores/store-context';
import { MemoryCookieJar } from './layout.test-kit';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open booking
      </button>
      {open && (
        <Modal title="Book a table" onClose={() => setOpen(false)} className="modal--booking">
          <label>
            Guests <input type="number" />
          </label>
          <button type="button">Continue</button>
        </Modal>
      )}
    </>
  );
}

function renderHarness() {
  const store = new RootStore({ cookies: new MemoryCookieJar() });
  render(
    <StoreProvider store={store}>
      <Harness />
    </StoreProvider>,
  );
  return store;
}

describe('Modal', () => {
  it('opens as a named modal dialog, focuses its first control and counts itself open', async () => {
    const user = userEvent.setup();
    const store = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a table' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveFocus();
    expect(store.layout.openModals).toBe(1);
  });

  it('wraps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('closes on Escape, gives focus back and uncounts itself', async () => {
    const user = userEvent.setup();
    const store = renderHarness();
    const opener = screen.getByRole('button', { name: 'Open booking' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(store.layout.openModals).toBe(0);
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
