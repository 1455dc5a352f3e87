/** @jest-environment jsdom */
// The modal: a named dialog that takes focus, keeps it, closes on Escape and the backdrop, gives focus
// back, and is counted in layout.openModals while mounted.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
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

  it('opens on initialFocus when given (a step heading), not on the first control', async () => {
    const user = userEvent.setup();
    renderWith((close) => (
      <Modal title="Book a table" onClose={close} initialFocus=".step-heading">
        <button type="button">Back</button>
        <h3 className="step-heading">Choose a time</h3>
      </Modal>
    ));
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(screen.getByRole('heading', { name: 'Choose a time' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).not.toHaveFocus();
  });

  it('gives focus to returnFocus when it answers an element, else to the opener', async () => {
    const user = userEvent.setup();
    let afresh = true;
    renderWith((close) => (
      <Modal title="Book a table" onClose={close} returnFocus={() => (afresh ? document.getElementById('strip-heading') : null)}>
        <button type="button">Continue</button>
      </Modal>
    ));
    const opener = screen.getByRole('button', { name: 'Open booking' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Book a table here' })).toHaveFocus();

    afresh = false;
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('gives focus to the page content when the opener has gone, never to the body', async () => {
    const user = userEvent.setup();
    renderWith((close) => (
      <Modal title="Cookie preferences" onClose={close}>
        <button type="button">Save</button>
      </Modal>
    ), { openerGoes: true });
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Open booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

/** An opener button (which can go away once used), a <main> and a heading, and the modal the test gives. */
function renderWith(modal: (close: () => void) => ReactNode, { openerGoes = false } = {}) {
  function Page() {
    const [open, setOpen] = useState(false);
    const [used, setUsed] = useState(false);
    return (
      <main id="main">
        <h3 id="strip-heading" tabIndex={-1}>
          Book a table here
        </h3>
        {openerGoes && used ? null : (
          <button
            type="button"
            onClick={() => {
              setOpen(true);
              setUsed(true);
            }}
          >
            Open booking
          </button>
        )}
        {open && modal(() => setOpen(false))}
      </main>
    );
  }
  const store = new RootStore({ cookies: new MemoryCookieJar() });
  render(
    <StoreProvider store={store}>
      <Page />
    </StoreProvider>,
  );
}
