// Menu cards, each linking to the menu's page (/our-menu/{id}), in the order the tile lists them.
import { Link } from 'react-router-dom';
import type { ContentPageData } from '../page-data';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { isSafeLink, stringList } from './tile-fields';

type MenuCard = NonNullable<ContentPageData['menus']>[number];

export function MenuListTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const byId = new Map((data.menus ?? []).map((menu) => [menu.id, menu]));
  const menus = stringList(tile.menuIds)
    .map((id) => byId.get(id))
    .filter((menu): menu is MenuCard => menu !== undefined);
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        {menus.length === 0 ? (
          <p className="tile__empty">
            Our menus are not available right now. <Link to="/our-menus">See all our menus</Link>.
          </p>
        ) : (
          <ul className="card-grid card-grid--menus">
            {menus.map((menu) => (
              <li key={menu.id} className="card menu-card">
                {isSafeLink(menu.image) && (
                  <img className="card__image" src={menu.image} alt="" width={1200} height={600} loading="lazy" decoding="async" />
                )}
                <div className="card__body">
                  <h3 className="card__title">
                    <Link className="card__link" to={`/our-menu/${encodeURIComponent(menu.id)}`}>
                      {menu.name}
                    </Link>
                  </h3>
                  {menu.description && <p className="card__text">{menu.description}</p>}
                  <span className="card__cta" aria-hidden="true">
                    View menu
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TileFrame>
  );
}
