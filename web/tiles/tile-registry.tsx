// Which component draws each tile key the content API sends. A key not listed renders nothing, so a new
// tile type in the CMS never breaks a page that the site has not learned to show yet.
import type { ComponentType } from 'react';
import { BookingTile } from './booking-tile';
import { FormTile } from './form-tile';
import { HeroTile } from './hero-tile';
import { ImageTextTile } from './image-text-tile';
import { JobsSearchTile } from './jobs-search-tile';
import { MasonryTile } from './masonry-tile';
import { MenuListTile } from './menu-list-tile';
import { OffersTile } from './offers-tile';
import { PhotoFeedTile } from './photo-feed-tile';
import { RestaurantFinderTile } from './restaurant-finder-tile';
import { SocialTile } from './social-tile';
import { TextTile } from './text-tile';
import type { TileProps } from './tile-frame';
import { VideoTile } from './video-tile';

const TILES: ReadonlyMap<string, ComponentType<TileProps>> = new Map<string, ComponentType<TileProps>>([
  ['hero', HeroTile],
  ['text', TextTile],
  ['image-text', ImageTextTile],
  ['masonry', MasonryTile],
  ['form', FormTile],
  ['booking', BookingTile],
  ['social', SocialTile],
  ['photo-feed', PhotoFeedTile],
  ['video', VideoTile],
  ['offers', OffersTile],
  ['restaurant-finder', RestaurantFinderTile],
  ['menu-list', MenuListTile],
  ['jobs-search', JobsSearchTile],
]);

/** The component for a tile key; undefined for keys the site does not show. */
export function tileComponent(key: unknown): ComponentType<TileProps> | undefined {
  return typeof key === 'string' ? TILES.get(key) : undefined;
}

export const TILE_KEYS: readonly string[] = [...TILES.keys()];
