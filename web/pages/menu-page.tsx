// One menu (/menu/{id}, /our-menu/{id}, and inside a city's or a restaurant's pages): the other menus,
// anchor navigation by section, every dish with its price and kcal, options, dietary tags and allergens,
// the statutory calorie statement, filters a diner can tick (kept in the browser), the dietary key and
// the allergen guide.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { menuItems } from '@tavola/core/content';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import type { MenuData, MenuSectionDetails } from '../page-data';
import { MenuDishes, sectionAnchor } from './parts/menu-dishes';
import { MenuFilterStore } from './parts/menu-filter.store';
import { PartnerMenu } from './parts/partner-menu';

export { sectionAnchor };

function restaurantPath(data: MenuData): string | null {
  return data.restaurant ? `/restaurants/${data.restaurant.city}/${data.restaurant.slug}` : null;
}

export const MenuPage = observer(function MenuPage() {
  const data = useLoaderData() as MenuData;
  const { menu, menus, basePath, dietaryKey, allergens } = data;
  const [filters] = useState(() => new MenuFilterStore());
  const sections = menu.sections as MenuSectionDetails[];
  const where = restaurantPath(data);
  const dishes = menuItems(menu.sections);

  return (
    <div className="page page--menu">
      <header className={`page-hero on-dark${menu.image ? ' page-hero--split' : ''}`}>
        <div className={`container page-hero__inner${menu.image ? '' : ' page-hero__inner--single'}`}>
          <div className="page-hero__text">
            <p className="eyebrow eyebrow--light">
              {data.restaurant && where ? (
                <Link to={where}>Casa Ventura {data.restaurant.title}</Link>
              ) : data.city ? (
                <Link to={`/restaurants/${data.city.slug}`}>Casa Ventura {data.city.name}</Link>
              ) : (
                <Link to="/our-menus">Our menus</Link>
              )}
            </p>
            <h1 className="page-hero__title">{menu.name} menu</h1>
            {menu.description ? <p className="page-hero__lead">{menu.description}</p> : null}
            <dl className="menu-facts">
              {menu.availability ? (
                <div>
                  <dt>Served</dt>
                  <dd>{menu.availability}</dd>
                </div>
              ) : null}
              {menu.setPrice ? (
                <div>
                  <dt>Price</dt>
                  <dd>{menu.setPrice} per person</dd>
                </div>
              ) : null}
            </dl>
            {menus.length > 1 ? (
              <details className="menu-switcher">
                <summary>
                  More menus<span className="visually-hidden">: now showing {menu.name}</span>
                </summary>
                <ul>
                  {menus.map((other) => (
                    <li key={other.id}>
                      <Link to={`${basePath}/${other.id}`} aria-current={other.id === menu.id ? 'page' : undefined}>
                        {other.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
          {menu.image ? <img className="page-hero__image page-hero__image--menu" src={menu.image} alt="" width={960} height={640} fetchPriority="high" /> : null}
        </div>
      </header>

      <PartnerMenu key={menu.id} widget={data.partnerWidget} menuName={menu.name} guideHref={`${ALLERGEN_GUIDE_PATH}/${menu.id}`}>
        <nav className="menu-nav" aria-label="Menu sections">
          <ul className="container menu-nav__list">
            {sections.map((section) => (
              <li key={section.name}>
                <a href={`#${sectionAnchor(section.name)}`}>{section.name}</a>
              </li>
            ))}
            {dietaryKey.length > 0 ? (
              <li>
                <a href="#dietary-key">Dietary key</a>
              </li>
            ) : null}
            {allergens.length > 0 ? (
              <li>
                <a href="#allergen-guide">Allergen guide</a>
              </li>
            ) : null}
          </ul>
        </nav>

        <MenuDishes sections={sections} extras={menu} dietaryKey={dietaryKey} allergens={allergens} filters={filters}>
          {allergens.length > 0 ? (
            <section className="allergen-guide" id="allergen-guide" aria-labelledby="allergen-guide-heading">
              <h2 id="allergen-guide-heading">Allergen guide</h2>
              <p>
                Every dish lists the 14 major allergens it contains. Our kitchens handle all of them, so we cannot promise any dish is free
                from traces: please tell your server about any allergy before you order.
              </p>
              <p>
                <Link to={`${ALLERGEN_GUIDE_PATH}/${menu.id}`}>Printable allergen guide to the {menu.name} menu</Link>: every dish against the 14
                allergens in one table.
              </p>
              <ul className="allergen-guide__list">
                {allergens.map((allergen) => {
                  const containing = dishes.filter((dish) => (dish.allergens ?? []).includes(allergen));
                  return (
                    <li key={allergen}>
                      {containing.length === 0 ? (
                        <p className="allergen-guide__none">
                          <strong>{allergen}</strong>: in none of these dishes
                        </p>
                      ) : (
                        <details>
                          <summary>
                            <strong>{allergen}</strong>: in {containing.length} {containing.length === 1 ? 'dish' : 'dishes'}
                          </summary>
                          <p>{[...new Set(containing.map((dish) => dish.name))].join(', ')}</p>
                        </details>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          {where ? (
            <p className="page-footnote">
              <Link className="btn btn--primary" to={`${where}/book-now`}>
                Book a table at {data.restaurant?.title}
              </Link>
            </p>
          ) : null}
        </MenuDishes>
      </PartnerMenu>
    </div>
  );
});
