// The brand's social accounts (the settings' socialMediaItems, loaded by the root route) as linked icons.
import { useRouteLoaderData } from 'react-router-dom';
import type { SocialMediaItem } from '@tavola/core/content';
import type { RootData } from '../page-data';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { isSafeLink, text } from './tile-fields';

export function SocialTile({ tile, isPageHeading, anchor }: TileProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const items = (root?.settings.social ?? []).filter((item: SocialMediaItem) => /^https?:\/\//i.test(item.url) && text(item.text));
  if (items.length === 0 && !text(tile.heading)) return null;
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={`${containerClass(tile)} social-tile`}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        {items.length > 0 && (
          <ul className="social-tile__list">
            {items.map((item) => (
              <li key={item.url}>
                <a className="social-tile__link" href={item.url} target="_blank" rel="noopener noreferrer" title={text(item.description) || undefined}>
                  {isSafeLink(item.icon) && <img src={item.icon} alt="" width={32} height={32} loading="lazy" decoding="async" />}
                  <span>{item.text}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TileFrame>
  );
}
