// One menu (/menu/{id}, /our-menu/{id}, and inside a city's or a restaurant's pages): the other menus,
// anchor navigation by section, every dish with its price and kcal, options, dietary tags and allergens,
// the statutory calorie statement, filters a diner can tick (kept in the browser), the dietary key and
// the allergen guide.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { MENU } from '@tavola/core/constants';
import { calorieChoices, kcalLabel, menuItems, type MenuItem } from '@tavola/core/content';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import type { DietaryKeyEntry, MenuData, MenuSectionDetails } from '../page-data';
import { filterGroups, MenuFilterStore } from './parts/menu-filter.store';
import { PartnerMenu } from './parts/partner-menu';

/** 'Antipasti' -> 'antipasti', 'Festive extras' -> 'festive-extras': the anchors the CMS links use (#drinks). */
export function sectionAnchor(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function restaurantPath(data: MenuData): string | null {
  return data.restaurant ? `/restaurants/${data.restaurant.city}/${data.restaurant.slug}` : null;
}

function DietaryTags({ item, keyByName }: { item: MenuItem; keyByName: Map<string, DietaryKeyEntry> }) {
  if (!item.dietaryTags || item.dietaryTags.length === 0) return null;
  return (
    <ul className="diet-tags" aria-label="Dietary information">
      {item.dietaryTags.map((tag) => {
        const entry = keyByName.get(tag.name);
        return (
          <li key={tag.name} className="diet-tag" title={tag.name}>
            <span aria-hidden="true">{entry?.code ?? tag.name}</span>
            <span className="visually-hidden">{tag.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

const Dish = observer(function Dish({
  item,
  level,
  filters,
  keyByName,
}: {
  item: MenuItem;
  level: 3 | 4;
  filters: MenuFilterStore;
  keyByName: Map<string, DietaryKeyEntry>;
}) {
  if (!filters.shows(item)) return null;
  const Heading = `h${level}` as 'h3' | 'h4';
  return (
    <li className="dish">
      <div className="dish__head">
        <Heading className="dish__name">{item.name}</Heading>
        <p className="dish__price">
          {item.price ? <span className="dish__amount">{item.price}</span> : null}{' '}
          <span className={item.kcal === undefined ? 'dish__kcal dish__kcal--none' : 'dish__kcal'}>{kcalLabel(item.kcal)}</span>
        </p>
      </div>
      {item.description ? <p className="dish__description">{item.description}</p> : null}
      {item.options && item.options.length > 0 ? (
        <ul className="dish__options" aria-label={`Options for ${item.name}`}>
          {item.options.map((option) => (
            <li key={option.name}>
              {option.name}
              {option.price ? <span className="dish__option-price"> {option.price}</span> : null}
              {option.kcal !== undefined ? <span className="dish__option-kcal"> {kcalLabel(option.kcal)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="dish__meta">
        <DietaryTags item={item} keyByName={keyByName} />
        {item.allergens && item.allergens.length > 0 ? (
          <p className="dish__allergens">
            <span className="dish__allergens-label">Allergens:</span> {item.allergens.join(', ')}
          </p>
        ) : (
          <p className="dish__allergens">No declarable allergens</p>
        )}
      </div>
    </li>
  );
});

const Section = observer(function Section({
  section,
  filters,
  keyByName,
}: {
  section: MenuSectionDetails;
  filters: MenuFilterStore;
  keyByName: Map<string, DietaryKeyEntry>;
}) {
  const id = sectionAnchor(section.name);
  const subsections = (section.subsections ?? []) as MenuSectionDetails[];
  const { shown } = filters.count([section]);
  return (
    <section className="menu-section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 className="menu-section__title" id={`${id}-heading`}>
        {section.name}
      </h2>
      {section.description ? <p className="menu-section__description">{section.description}</p> : null}
      {shown === 0 ? <p className="menu-section__empty">No dishes in this section match your filters.</p> : null}
      {section.items.length > 0 ? (
        <ul className="dishes">
          {section.items.map((item) => (
            <Dish key={item.name} item={item} level={3} filters={filters} keyByName={keyByName} />
          ))}
        </ul>
      ) : null}
      {subsections.map((sub) =>
        filters.count([sub]).shown === 0 ? null : (
          <div className="menu-subsection" key={sub.name}>
            <h3 className="menu-subsection__title">{sub.name}</h3>
            {sub.description ? <p className="menu-section__description">{sub.description}</p> : null}
            <ul className="dishes">
              {sub.items.map((item) => (
                <Dish key={item.name} item={item} level={4} filters={filters} keyByName={keyByName} />
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
});

const Filters = observer(function Filters({ filters, data }: { filters: MenuFilterStore; data: MenuData }) {
  const groups = filterGroups(data.dietaryKey);
  const { shown, total } = filters.count(data.menu.sections);
  return (
    <section className="menu-filters" aria-labelledby="filters-heading">
      <h2 className="menu-filters__title" id="filters-heading">
        Filter dishes
      </h2>
      {groups.only.length > 0 ? (
        <fieldset className="menu-filters__group">
          <legend>Show only</legend>
          {groups.only.map((tag) => (
            <label className="checkbox" key={tag.name}>
              <input type="checkbox" checked={filters.only.includes(tag.name)} onChange={() => filters.toggleOnly(tag.name)} />
              <span>{tag.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {groups.without.length > 0 ? (
        <fieldset className="menu-filters__group">
          <legend>Leave out</legend>
          {groups.without.map((tag) => (
            <label className="checkbox" key={tag.name}>
              <input type="checkbox" checked={filters.withoutTags.includes(tag.name)} onChange={() => filters.toggleWithoutTag(tag.name)} />
              <span>{tag.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {data.allergens.length > 0 ? (
        <details className="menu-filters__allergens" open={filters.withoutAllergens.length > 0 ? true : undefined}>
          <summary>Leave out dishes containing an allergen</summary>
          <fieldset className="menu-filters__group menu-filters__group--columns">
            <legend className="visually-hidden">Allergens to leave out</legend>
            {data.allergens.map((allergen) => (
              <label className="checkbox" key={allergen}>
                <input type="checkbox" checked={filters.withoutAllergens.includes(allergen)} onChange={() => filters.toggleWithoutAllergen(allergen)} />
                <span>{allergen}</span>
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
      <fieldset className="menu-filters__group">
        <legend>Calories</legend>
        <label className="checkbox">
          <input type="radio" name="menu-calories" checked={filters.maxKcal === null} onChange={() => filters.setMaxKcal(null)} />
          <span>Any</span>
        </label>
        {calorieChoices().map((choice) => (
          <label className="checkbox" key={choice.maxKcal}>
            <input type="radio" name="menu-calories" checked={filters.maxKcal === choice.maxKcal} onChange={() => filters.setMaxKcal(choice.maxKcal)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="menu-filters__count" role="status" aria-live="polite">
        {filters.active ? `Showing ${shown} of ${total} dishes` : `${total} dishes`}
      </p>
      {filters.active ? (
        <button type="button" className="btn btn--link" onClick={() => filters.clear()}>
          Clear filters
        </button>
      ) : null}
    </section>
  );
});

export const MenuPage = observer(function MenuPage() {
  const data = useLoaderData() as MenuData;
  const { menu, menus, basePath, dietaryKey, allergens } = data;
  const [filters] = useState(() => new MenuFilterStore());
  const keyByName = new Map(dietaryKey.map((entry) => [entry.name, entry]));
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

        <div className="container menu-layout">
          <aside className="menu-layout__aside">
            <Filters filters={filters} data={data} />
          </aside>
          <div className="menu-layout__main">
            <p className="menu-kcal-statement">
              {MENU.dailyIntakeStatement}. Calories are per portion as served; a dish without a figure says so.
            </p>
            {sections.map((section) => (
              <Section key={section.name} section={section} filters={filters} keyByName={keyByName} />
            ))}
            {menu.footnote ? <p className="menu-footnote">{menu.footnote}</p> : null}

            {dietaryKey.length > 0 ? (
              <section className="menu-key" id="dietary-key" aria-labelledby="dietary-key-heading">
                <h2 id="dietary-key-heading">Dietary key</h2>
                <dl className="menu-key__list">
                  {dietaryKey.map((entry) => (
                    <div key={entry.name} className="menu-key__entry">
                      <dt>
                        {entry.icon ? <img src={entry.icon} alt="" width={24} height={24} /> : null}
                        <span className="diet-tag__code" aria-hidden="true">
                          {entry.code}
                        </span>{' '}
                        {entry.name}
                      </dt>
                      <dd>{entry.description}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}

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
          </div>
        </div>
      </PartnerMenu>
    </div>
  );
});
