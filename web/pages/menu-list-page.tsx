// The menus (/our-menu, /menu): one card per menu with when it is served, linking to the menu itself.
import { Link, useLoaderData } from 'react-router-dom';
import type { MenuListData } from '../page-data';

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
                <li key={menu.id} className="card menu-card">
                  {menu.image ? <img className="card__image" src={menu.image} alt="" width={640} height={320} loading="lazy" decoding="async" /> : null}
                  <div className="card__body">
                    <h2 className="card__title">
                      <Link className="card__link" to={`${basePath}/${menu.id}`}>
                        {menu.name}
                        <span className="visually-hidden"> menu</span>
                      </Link>
                    </h2>
                    {menu.availability ? <p className="card__meta">{menu.availability}</p> : null}
                    {menu.description ? <p className="card__text">{menu.description}</p> : null}
                    <span className="card__cta" aria-hidden="true">
                      See the menu
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="page-footnote">
            Allergies or intolerances? Every menu lists the allergens in each dish: please also tell your server before you order.
          </p>
        </div>
      </section>
    </div>
  );
}
