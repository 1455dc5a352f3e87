// The printable allergen guide (/allergens/guide/{id}): every dish of one menu against the 14 allergens in
// one table, ✓ where the dish contains it and – where it does not, each mark with words for screen readers;
// the print stylesheet fits it on landscape A4. /allergens/guide lists the menus with a guide. The rows
// come from core (allergenGuideRows); the page only lays them out.
import { Link, useLoaderData } from 'react-router-dom';
import { ALLERGEN_GUIDE_NOTICE, type AllergenGuideRow } from '@tavola/core/content';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import type { AllergenGuideData } from '../page-data';

/** Rows grouped under their section, in menu order. */
function bySection(rows: readonly AllergenGuideRow[]): Array<{ section: string; rows: AllergenGuideRow[] }> {
  const groups: Array<{ section: string; rows: AllergenGuideRow[] }> = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.section === row.section) last.rows.push(row);
    else groups.push({ section: row.section, rows: [row] });
  }
  return groups;
}

function Mark({ contains }: { contains: boolean }) {
  return contains ? (
    <>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Contains</span>
    </>
  ) : (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Does not contain</span>
    </>
  );
}

function GuideTable({ data }: { data: AllergenGuideData & { menu: NonNullable<AllergenGuideData['menu']> } }) {
  const { menu, allergens, rows } = data;
  return (
    <div className="allergen-table__scroll" role="region" aria-labelledby="allergen-table-caption" tabIndex={0}>
      <table className="allergen-table">
        <caption id="allergen-table-caption">
          Allergens in each dish of the {menu.name} menu: ✓ contains, – does not contain
        </caption>
        <thead>
          <tr>
            <th scope="col" className="allergen-table__dish">
              Dish
            </th>
            {allergens.map((allergen) => (
              <th scope="col" key={allergen} className="allergen-table__allergen">
                {allergen}
              </th>
            ))}
          </tr>
        </thead>
        {bySection(rows).map((group) => (
          <tbody key={group.section}>
            <tr className="allergen-table__section">
              <th scope="colgroup" colSpan={allergens.length + 1}>
                {group.section}
              </th>
            </tr>
            {group.rows.map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row" className="allergen-table__dish">
                  {row.name}
                </th>
                {row.contains.map((contains, column) => (
                  <td key={allergens[column]} className={contains ? 'allergen-table__yes' : 'allergen-table__no'}>
                    <Mark contains={contains} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function AllergenGuidePage() {
  const data = useLoaderData() as AllergenGuideData;
  const { menu, menus } = data;
  return (
    <div className="page page--allergen-guide">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">{menu ? <Link to={`/menu/${menu.id}`}>{menu.name} menu</Link> : <Link to="/our-menus">Our menus</Link>}</p>
          <h1 className="page-hero__title">{menu ? `${menu.name} allergen guide` : 'Allergen guides'}</h1>
          <p className="page-hero__lead">{ALLERGEN_GUIDE_NOTICE}</p>
        </div>
      </header>
      <section className="section" aria-label={menu ? 'Allergen table' : 'Menus'}>
        <div className="container">
          {menu ? (
            <>
              <p className="allergen-guide-page__actions">
                <button type="button" className="btn btn--primary" onClick={() => window.print()}>
                  Print this guide
                </button>{' '}
                <a className="btn btn--outline" href={`${ALLERGEN_GUIDE_PATH}/${menu.id}.pdf`} download>
                  Download the PDF
                </a>
              </p>
              <GuideTable data={{ ...data, menu }} />
            </>
          ) : null}
          {menus.length > 0 ? (
            <nav className="allergen-guide-page__menus" aria-label="Allergen guides by menu">
              <h2>{menu ? 'Other menus' : 'Choose a menu'}</h2>
              <ul>
                {menus.map((other) => (
                  <li key={other.id}>
                    <Link to={`${ALLERGEN_GUIDE_PATH}/${other.id}`} aria-current={other.id === menu?.id ? 'page' : undefined}>
                      {other.name} allergen guide
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className="empty-state">Our menus are being updated. Please ask your server for allergen information.</p>
          )}
        </div>
      </section>
    </div>
  );
}
