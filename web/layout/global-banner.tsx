// The site-wide announcement above the header (settings.banner): its text, an optional link, the
// CMS's background colour with text that stays readable on it, and a dismiss button when allowed.
// A dismissal is remembered per banner id, so a new announcement shows again.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { KeyValueStoragePort } from '@tavola/core/ports';
import type { Banner } from '../page-data';
import { useStores } from '../stores/store-context';
import { browserStorage } from './browser-storage';
import { CloseIcon } from './modal';
import { SiteLink } from './site-link';

export const BANNER_DISMISSED_KEY = 'cv_banner_dismissed';

export interface GlobalBannerProps {
  banner: Banner | null;
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStoragePort | null;
}

export const GlobalBanner = observer(function GlobalBanner({ banner, storage }: GlobalBannerProps) {
  const { layout } = useStores();
  const id = banner?.id;

  // After hydration only: the server cannot know, and the first render must match its HTML.
  useEffect(() => {
    const store = storage === undefined ? browserStorage() : storage;
    if (id && store?.getItem(BANNER_DISMISSED_KEY) === id) layout.dismissBanner();
  }, [id, layout, storage]);

  if (!banner || layout.bannerDismissed) return null;

  const background = isHexColour(banner.backgroundColour) ? banner.backgroundColour : null;
  const tone = background && !isDark(background) ? 'global-banner--light' : 'global-banner--dark on-dark';

  const dismiss = () => {
    layout.dismissBanner();
    (storage === undefined ? browserStorage() : storage)?.setItem(BANNER_DISMISSED_KEY, banner.id);
  };

  return (
    <section className={`global-banner ${tone}`} aria-label="Announcement" style={background ? { backgroundColor: background } : undefined}>
      <div className="container global-banner__inner">
        <p className="global-banner__text">
          {banner.text}
          {banner.link && (
            <>
              {' '}
              <SiteLink link={banner.link} className="global-banner__link" />
            </>
          )}
        </p>
        {banner.dismissable && (
          <button type="button" className="global-banner__close icon-button" aria-label="Dismiss announcement" onClick={dismiss}>
            <CloseIcon size={20} />
          </button>
        )}
      </div>
    </section>
  );
});

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** Relative luminance below the point where cream text reads better than dark text (WCAG formula). */
export function isDark(hex: string): boolean {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const channel = (offset: number) => {
    const c = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance < 0.179;
}
