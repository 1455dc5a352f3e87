// The photo feed: the latest social posts (fetched by the loader) as a grid of linked pictures with their
// alt text, and the tile's follow link.
import type { SocialMediaPost } from '@tavola/core/content';
import { CmsLink } from './cms-link';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { isSafeLink, linkOf, numberOf, text } from './tile-fields';
import { useSiteName } from '../layout/site-name';

const DEFAULT_COUNT = 6;

/** What a picture of a post says to someone who cannot see it. */
export function postAlt(post: SocialMediaPost, siteName: string): string {
  const alt = text((post as SocialMediaPost & { altText?: unknown }).altText);
  if (alt) return alt;
  const caption = text(post.caption);
  return caption ? caption.slice(0, 120) : `A photo from ${siteName}`;
}

export function PhotoFeedTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const count = Math.max(1, Math.min(12, Math.round(numberOf(tile.count) ?? DEFAULT_COUNT)));
  const posts = (data.social ?? []).filter((post) => isSafeLink(post.imageUrl)).slice(0, count);
  const follow = linkOf(tile.link);
  const look = tileLook(tile);
  const siteName = useSiteName();
  return (
    <TileFrame tile={tile} look={look} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        {posts.length > 0 && (
          <ul className="photo-feed">
            {posts.map((post) => {
              const image = <img src={post.imageUrl} alt={postAlt(post, siteName)} width={400} height={400} loading="lazy" decoding="async" />;
              return (
                <li key={post.id} className="photo-feed__item">
                  {isSafeLink(post.permalink) ? (
                    <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                      {image}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {follow && (
          <p className="tile__actions">
            <CmsLink link={follow} className={look.tone === 'dark' ? 'btn btn--light' : 'btn btn--outline'}>
              {follow.text}
            </CmsLink>
          </p>
        )}
      </div>
    </TileFrame>
  );
}
