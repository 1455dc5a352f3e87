// A menu as a card linking to its page: the menus landing page, a restaurant's menus and the menu-list
// tile show the same card, differing only in where it links, its heading level and its call to action.
import { Link } from 'react-router-dom';
import { isSafeLink } from '../../tiles/tile-fields';

export interface MenuCardMenu {
  id: string;
  name: string;
  description?: string;
  image?: string;
  /** When the menu is served ('Monday to Friday, 12:00 to 17:00'). */
  availability?: string;
}

export interface MenuCardProps {
  menu: MenuCardMenu;
  to: string;
  headingLevel: 2 | 3;
  cta: string;
  /** Adds ' menu' to the link's accessible name ('Set lunch menu'), where the names alone are bare. */
  nameSuffix?: boolean;
  /** The picture's intrinsic size: the wide tile's banner or the grid's card. */
  imageSize?: { width: number; height: number };
}

const CARD_IMAGE = { width: 640, height: 320 };

export function MenuCard({ menu, to, headingLevel, cta, nameSuffix = false, imageSize = CARD_IMAGE }: MenuCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card menu-card">
      {isSafeLink(menu.image) ? (
        <img className="card__image" src={menu.image} alt="" width={imageSize.width} height={imageSize.height} loading="lazy" decoding="async" />
      ) : null}
      <div className="card__body">
        <Heading className="card__title">
          <Link className="card__link" to={to}>
            {menu.name}
            {nameSuffix ? <span className="visually-hidden"> menu</span> : null}
          </Link>
        </Heading>
        {menu.availability ? <p className="card__meta">{menu.availability}</p> : null}
        {menu.description ? <p className="card__text">{menu.description}</p> : null}
        <span className="card__cta" aria-hidden="true">
          {cta}
        </span>
      </div>
    </li>
  );
}
