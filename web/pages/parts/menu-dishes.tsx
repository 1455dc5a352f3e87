// A menu's dishes as the site's menu pages and the kiosk show them (one component, never copied): the
// filter panel beside the list, the statutory calorie statement, every section with its dishes (price and
// kcal, options, dietary tags, allergens), the footnote and the dietary key. The filters are a
// MenuFilterStore the caller owns; the rules are core's (menu-rules, menu-filter).
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { MENU } from '@tavola/core/constants';
import { calorieChoices, dietaryFilterGroups, kcalLabel, type MenuItem } from '@tavola/core/content';
import type { DietaryKeyEntry, MenuExtras, MenuSectionDetails } from '../../page-data';
import type { MenuFilterStore } from './menu-filter.store';

/** 'Antipasti' -> 'antipasti', 'Festive extras' -> 'festive-extras': the anchors the CMS links use (#drinks). */
export function sectionAnchor(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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

/** The filter panel: show only a dietary tag, leave out a warning tag or an allergen, a calorie limit; the count. */
export const MenuFilters = observer(function MenuFilters({
  filters,
  dietaryKey,
  allergens,
  sections,
}: {
  filters: MenuFilterStore;
  dietaryKey: readonly DietaryKeyEntry[];
  allergens: readonly string[];
  sections: readonly MenuSectionDetails[];
}) {
  const groups = dietaryFilterGroups(dietaryKey);
  const { shown, total } = filters.count(sections);
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
      {allergens.length > 0 ? (
        <details className="menu-filters__allergens" open={filters.withoutAllergens.length > 0 ? true : undefined}>
          <summary>Leave out dishes containing an allergen</summary>
          <fieldset className="menu-filters__group menu-filters__group--columns">
            <legend className="visually-hidden">Allergens to leave out</legend>
            {allergens.map((allergen) => (
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


/**
 * The filters beside the dishes and the dietary key: what a menu page shows under its navigation, and the
 * kiosk's menus screen. `children` follow the key (the site's allergen guide and booking link).
 */
export function MenuDishes({
  sections,
  extras,
  dietaryKey,
  allergens,
  filters,
  className = 'container menu-layout',
  children,
}: {
  sections: readonly MenuSectionDetails[];
  extras: Pick<MenuExtras, 'footnote'>;
  dietaryKey: readonly DietaryKeyEntry[];
  allergens: readonly string[];
  filters: MenuFilterStore;
  className?: string;
  children?: ReactNode;
}) {
  const keyByName = new Map(dietaryKey.map((entry) => [entry.name, entry]));
  return (
    <div className={className}>
      <aside className="menu-layout__aside">
        <MenuFilters filters={filters} dietaryKey={dietaryKey} allergens={allergens} sections={sections} />
      </aside>
      <div className="menu-layout__main">
        <p className="menu-kcal-statement">
          {MENU.dailyIntakeStatement}. Calories are per portion as served; a dish without a figure says so.
        </p>
        {sections.map((section) => (
          <Section key={section.name} section={section} filters={filters} keyByName={keyByName} />
        ))}
        {extras.footnote ? <p className="menu-footnote">{extras.footnote}</p> : null}

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
        {children}
      </div>
    </div>
  );
}
