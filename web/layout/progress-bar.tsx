// The 4 px navigation progress bar (spec section 2): starts when a navigation begins, moves at most
// every 200 ms, fills in 5000 ms at most, completes when the page's data has arrived and then fades.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { LAYOUT } from '@tavola/core/constants';
import { useStores } from '../stores/store-context';

/** How long the full bar stays before it disappears, so the completion is seen. */
export const PROGRESS_FADE_MS = 300;

export interface ProgressBarProps {
  /** The brand's loading colour (settings.loadingColor). */
  color?: string;
}

export const ProgressBar = observer(function ProgressBar({ color }: ProgressBarProps) {
  const { progress } = useStores();
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      if (!progress.active) return undefined;
      progress.done();
      const fade = window.setTimeout(() => setShown(false), PROGRESS_FADE_MS);
      return () => window.clearTimeout(fade);
    }
    progress.start(Date.now());
    setShown(true);
    const timer = window.setInterval(() => progress.tick(Date.now()), LAYOUT.progressBarThrottleMs);
    return () => window.clearInterval(timer);
  }, [busy, progress]);

  if (!shown) return null;
  const value = progress.value;
  return (
    <div
      className={progress.active ? 'progress-bar' : 'progress-bar is-done'}
      role="progressbar"
      aria-label="Loading the page"
      aria-valuemin={LAYOUT.progressBarMin}
      aria-valuemax={LAYOUT.progressBarMax}
      aria-valuenow={value}
    >
      <span
        className="progress-bar__fill"
        style={{ transform: `scaleX(${value / LAYOUT.progressBarMax})`, ...(color ? { backgroundColor: color } : {}) }}
      />
    </div>
  );
});
