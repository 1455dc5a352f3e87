// A video band. The CMS may give a video for phones and one for wider screens (videoMobile, videoDesktop)
// with its captions (captions: a WebVTT file); the video plays only with the browser's own controls, never by
// itself. A video without captions is not shown (WCAG 1.2.2): the poster stands in, a still picture with its
// caption and no play affordance, as it does for the seed, which gives only posters.
import { TileFrame, TileHeading, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { isSafeLink, text, tileElementId } from './tile-fields';

const WIDE = '(min-width: 768px)';

export function VideoTile({ tile, isPageHeading, anchor }: TileProps) {
  const desktopPoster = isSafeLink(tile.posterDesktop) ? tile.posterDesktop : undefined;
  const mobilePoster = isSafeLink(tile.posterMobile) ? tile.posterMobile : undefined;
  const poster = desktopPoster ?? mobilePoster;
  const desktopVideo = isSafeLink(tile.videoDesktop) ? tile.videoDesktop : undefined;
  const mobileVideo = isSafeLink(tile.videoMobile) ? tile.videoMobile : undefined;
  const captions = isSafeLink(tile.captions) ? tile.captions : undefined;
  const caption = text(tile.caption);
  const captionId = tileElementId(tile, 'caption');
  const playable = Boolean((desktopVideo || mobileVideo) && captions);
  if (!poster && !playable) return null;
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <figure className="video-tile">
          {playable ? (
            <video className="video-tile__media" controls preload="none" playsInline poster={poster} aria-describedby={caption ? captionId : undefined}>
              {desktopVideo && mobileVideo && <source src={desktopVideo} media={WIDE} />}
              <source src={mobileVideo ?? desktopVideo} />
              <track kind="captions" src={captions} srcLang="en" label="English" default />
            </video>
          ) : (
            <picture className="video-tile__media">
              {mobilePoster && desktopPoster && <source srcSet={desktopPoster} media={WIDE} width={1280} height={720} />}
              <img
                src={mobilePoster ?? (poster as string)}
                alt={text(tile.posterAlt)}
                width={mobilePoster ? 720 : 1280}
                height={mobilePoster ? 1280 : 720}
                loading="lazy"
                decoding="async"
              />
            </picture>
          )}
          {caption && (
            <figcaption id={captionId} className="video-tile__caption">
              {caption}
            </figcaption>
          )}
        </figure>
      </div>
    </TileFrame>
  );
}
