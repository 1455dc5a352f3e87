// The menus (/our-menu, /menu): one card per menu with when it is served, linking to the menu itself.
import { Link, useLoaderData } from 'react-router-dom';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import type { MenuListData } from '../page-data';
import { MenuCard } from './parts/menu-card';

export function MenuListPage() {
  const { menus, basePath } = useLoaderData() as MenuListData;
  return (
    <div className="page page--menus">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">Cooked from scratch, every day</p>
          <h1 className="page-hero__title">Our menus</h1>
          <p className="page-hero__lead">
            Wood-fired pizza, pasta rolled each morning and dolci worth saving room for, with allergen information for every dish.
          </p>
        </div>
      </header>
      <section className="section" aria-label="Menus">
        <div className="container">
          {menus.length === 0 ? (
            <p className="empty-state">Our menus are being updated. Please check back shortly, or call your nearest restaurant.</p>
          ) : (
            <ul className="card-grid">
              {menus.map((menu) => (
                <MenuCard key={menu.id} menu={menu} to={`${basePath}/${menu.id}`} headingLevel={2} cta="See the menu" nameSuffix />
              ))}
            </ul>
          )}
          <p className="page-footnote">
            Allergies or intolerances? Every menu lists the allergens in each dish, and each has a{' '}
            <Link to={ALLERGEN_GUIDE_PATH}>printable allergen guide</Link>: please also tell your server before you order.
          </p>
        </div>
      </section>
    </div>
  );
}
