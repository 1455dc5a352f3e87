// Menu cards, each linking to the menu's page (/our-menu/{id}), in the order the tile lists them.
import { Link } from 'react-router-dom';
import type { ContentPageData } from '../page-data';
import { MenuCard } from '../pages/parts/menu-card';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { stringList } from './tile-fields';

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
              <MenuCard key={menu.id} menu={menu} to={`/our-menu/${encodeURIComponent(menu.id)}`} headingLevel={3} cta="View menu" imageSize={{ width: 1200, height: 600 }} />
            ))}
          </ul>
        )}
      </div>
    </TileFrame>
  );
}
