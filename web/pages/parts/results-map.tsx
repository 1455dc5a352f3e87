// The finder's results map. Always the distance map (distance-map.tsx), drawn on the server and needing
// nothing from outside; on a site with a Google Maps key, a Google map (google-results-map.tsx) replaces it
// once ready. That module is imported only when there is a key, and the distance map stays if the module,
// Google's script or the key fails, or if the Google map is not ready within LOCATIONS.googleMapTimeoutMs.
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Component, useCallback, useEffect, useState } from 'react';
import { LOCATIONS } from '@tavola/core/constants';
import type { GeoPoint } from '@tavola/core/jobs';
import type { NearbyRestaurant } from '../../page-data';
import { DistanceMap } from './distance-map';
import type { GoogleResultsMapProps } from './google-results-map';

interface Props {
  /** RootData.maps.googleApiKey: null on a site without GOOGLE_MAPS_API_KEY. */
  googleApiKey: string | null;
  origin: GeoPoint;
  /** The place searched, as the diner typed it, or 'Your location'. */
  originLabel: string;
  results: NearbyRestaurant[];
}

export function ResultsMap({ googleApiKey, origin, originLabel, results }: Props) {
  // Without a key, exactly the distance map: the same HTML as a site that never heard of Google.
  if (!googleApiKey) return <DistanceMap origin={origin} originLabel={originLabel} results={results} />;
  return <DistanceMapUntilGoogle apiKey={googleApiKey} origin={origin} originLabel={originLabel} results={results} />;
}

/** 'loading' until Google's map is fitted ('ready'); 'failed' for good once anything goes wrong or too slowly. */
type Phase = 'loading' | 'ready' | 'failed';

function DistanceMapUntilGoogle({ apiKey, origin, originLabel, results }: Omit<Props, 'googleApiKey'> & { apiKey: string }) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [GoogleResultsMap, setGoogleResultsMap] = useState<ComponentType<GoogleResultsMapProps> | null>(null);
  const fail = useCallback(() => setPhase('failed'), []);
  const ready = useCallback(() => setPhase((now) => (now === 'loading' ? 'ready' : now)), []);

  // After hydration only (effects do not run on the server), so the first render matches the server's.
  useEffect(() => {
    let mounted = true;
    import('./google-results-map').then(
      (module) => {
        if (mounted) setGoogleResultsMap(() => module.GoogleResultsMap);
      },
      // A chunk that cannot be fetched is no reason to reload the page (layout/chunk-error.ts): the
      // distance map is already there.
      () => {
        if (mounted) fail();
      },
    );
    return () => {
      mounted = false;
    };
  }, [fail]);

  useEffect(() => {
    if (phase !== 'loading') return undefined;
    const timer = window.setTimeout(fail, LOCATIONS.googleMapTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [phase, fail]);

  const style = { '--map-height-small': `${LOCATIONS.mapHeightSmallPx}px`, '--map-height-large': `${LOCATIONS.mapHeightLargePx}px` } as CSSProperties;
  return (
    <div className="results-map" style={style}>
      {phase !== 'ready' ? <DistanceMap origin={origin} originLabel={originLabel} results={results} /> : null}
      {phase !== 'failed' && GoogleResultsMap ? (
        <GoogleMapBoundary onError={fail}>
          <GoogleResultsMap apiKey={apiKey} origin={origin} originLabel={originLabel} results={results} shown={phase === 'ready'} onReady={ready} onFailure={fail} />
        </GoogleMapBoundary>
      ) : null}
    </div>
  );
}

/** Google's code throwing while the map is built or drawn leaves the distance map, not a broken page. */
class GoogleMapBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
