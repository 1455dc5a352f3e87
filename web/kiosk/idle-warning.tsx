// "Still there?": the kiosk's warning before it starts again. An alert dialog that takes focus (its button),
// announces itself and counts down; any touch or key (the button too) keeps the diner's place. Focus goes
// back where it was when the diner stays.
import { useEffect, useRef } from 'react';

export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => {
      if (before && before.isConnected && before !== document.body) before.focus();
    };
  }, []);
  return (
    <div className="kiosk-idle" role="presentation">
      <div className="kiosk-idle__dialog" role="alertdialog" aria-modal="true" aria-labelledby="kiosk-idle-title" aria-describedby="kiosk-idle-text">
        <h2 id="kiosk-idle-title" className="kiosk-idle__title">
          Still there?
        </h2>
        <p id="kiosk-idle-text" className="kiosk-idle__text">
          Starting again in <span className="kiosk-idle__seconds">{secondsLeft}</span> {secondsLeft === 1 ? 'second' : 'seconds'}. Everything you typed will
          be cleared.
        </p>
        <button ref={button} type="button" className="btn btn--primary kiosk-button kiosk-idle__stay" onClick={onStay}>
          I&rsquo;m still here
        </button>
      </div>
    </div>
  );
}
