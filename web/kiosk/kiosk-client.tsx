// The kiosk's browser entry (tsup.config.ts: 'kiosk'): reads the data the server put in the shell and
// renders the kiosk in place of the shell's first screen. Client-rendered: nothing to hydrate.
import { createRoot } from 'react-dom/client';
import { clearStoredPersonalData } from './idle';
import { KioskApp } from './kiosk-app';
import { KIOSK_DATA_ELEMENT_ID, KIOSK_ROOT_ELEMENT_ID, type KioskData } from './kiosk-data';

function readData(): KioskData | null {
  try {
    return JSON.parse(document.getElementById(KIOSK_DATA_ELEMENT_ID)?.textContent ?? 'null') as KioskData | null;
  } catch {
    return null;
  }
}

const data = readData();
const root = document.getElementById(KIOSK_ROOT_ELEMENT_ID);
if (data && root) {
  // A kiosk starts clean, whatever a previous page left in this browser.
  clearStoredPersonalData();
  createRoot(root).render(<KioskApp data={data} />);
}
