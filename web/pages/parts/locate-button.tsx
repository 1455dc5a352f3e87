// "Use my location": asks the browser where the diner is, then opens the same page searched from there
// (?lat&lng, rounded to about 100 m), so the server's loader finds what is near. Shown only once the
// page has hydrated, since it needs JavaScript; a refusal shows the page's own message.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageActions } from './page-actions';
import { useHydrated } from './use-hydrated';

const DECIMALS = 3;

export function LocateButton({ path, unavailableMessage, label = 'Use my location', extraQuery = '' }: { path: string; unavailableMessage: string; label?: string; extraQuery?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { geolocation } = usePageActions();
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  if (!hydrated) return null;

  const locate = async () => {
    setState('locating');
    const answer = await geolocation.currentPosition();
    if (!answer.ok) {
      setState('failed');
      return;
    }
    setState('idle');
    const { lat, lng } = answer.point;
    navigate(`${path}?lat=${lat.toFixed(DECIMALS)}&lng=${lng.toFixed(DECIMALS)}${extraQuery}`);
  };

  return (
    <div className="locate">
      <button type="button" className="btn btn--outline locate__button" onClick={locate} disabled={state === 'locating'} aria-busy={state === 'locating' || undefined}>
        <span className="locate__icon" aria-hidden="true" />
        {state === 'locating' ? 'Finding you…' : label}
      </button>
      <p className="locate__message field__error" role="alert">
        {state === 'failed' ? unavailableMessage : ''}
      </p>
    </div>
  );
}
