// True once the page has hydrated: controls that only work with JavaScript appear then, so the server's
// HTML and the first browser render stay the same.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The current time: the loader's clock for the server render and hydration, the browser's after that. */
export function useNow(loadedAtMs: number, refreshMs = 60_000): number {
  const [now, setNow] = useState(loadedAtMs);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [loadedAtMs, refreshMs]);
  return now;
}
