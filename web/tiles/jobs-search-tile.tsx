// The careers band: a postcode or town search that opens the job search (/careers/job-search?q=), links
// to the job categories the tile names, and a link to every job.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { stringList } from './tile-fields';
import { LOCATIONS } from '@tavola/core/constants';

const JOB_SEARCH = '/careers/job-search';

export function JobsSearchTile({ tile, isPageHeading, anchor }: TileProps) {
  const inputId = useId();
  const look = tileLook(tile);
  const categories = stringList(tile.categories);
  return (
    <TileFrame tile={tile} look={look} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        <form className="finder-form" action={JOB_SEARCH} method="get" role="search" aria-label="Search jobs">
          <label className="field__label" htmlFor={inputId}>
            Postcode or town
          </label>
          <div className="finder-form__row">
            <input id={inputId} name="q" type="search" placeholder="e.g. M2 or Leeds" autoComplete="postal-code" enterKeyHint="search" maxLength={LOCATIONS.placeQueryMaxLength} />
            <button type="submit" className={look.tone === 'dark' ? 'btn btn--cream' : 'btn btn--primary'}>
              Search jobs
            </button>
          </div>
        </form>
        {categories.length > 0 && (
          <nav className="chip-list" aria-label="Job categories">
            <ul>
              {categories.map((category) => (
                <li key={category}>
                  <Link className="chip" to={`${JOB_SEARCH}?category=${encodeURIComponent(category)}`}>
                    {category}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="tile__more">
          <Link to={JOB_SEARCH}>See every job</Link>
        </p>
      </div>
    </TileFrame>
  );
}
