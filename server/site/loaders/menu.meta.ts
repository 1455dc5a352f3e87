// schema.org JSON-LD of a menu page (issue 17): the Menu with its sections and subsections, and every
// dish as a MenuItem with its price as an Offer and, when it has a figure, its calories as
// NutritionInformation ('870 calories'); a dish without a figure has no nutrition rather than 0.
import type { Menu, MenuItem, MenuSection } from '@tavola/core/content';
import { absolute } from './content-page.meta';

/** '£11.50' -> '11.50'; a supplement ('+£2.00'), a range or words are not one price: null. */
function poundsOf(price: string | undefined): string | null {
  const match = /^£(\d+(?:\.\d{2})?)$/.exec((price ?? '').trim());
  return match ? (match[1] as string) : null;
}

function menuItemJsonLd(item: MenuItem): Record<string, unknown> {
  const json: Record<string, unknown> = { '@type': 'MenuItem', name: item.name };
  if (item.description) json.description = item.description;
  const price = poundsOf(item.price);
  if (price !== null) json.offers = { '@type': 'Offer', price, priceCurrency: 'GBP' };
  if (typeof item.kcal === 'number') json.nutrition = { '@type': 'NutritionInformation', calories: `${item.kcal} calories` };
  return json;
}

function sectionJsonLd(section: MenuSection & { description?: string }): Record<string, unknown> {
  const json: Record<string, unknown> = { '@type': 'MenuSection', name: section.name };
  if (section.description) json.description = section.description;
  if (section.items.length > 0) json.hasMenuItem = section.items.map(menuItemJsonLd);
  if ((section.subsections ?? []).length > 0) json.hasMenuSection = (section.subsections ?? []).map(sectionJsonLd);
  return json;
}

export function menuJsonLd(menu: Menu & { description?: string }, publicUrl: string, canonicalPath: string, site: string): Record<string, unknown> {
  const url = absolute(publicUrl, canonicalPath);
  const json: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${url}#menu`,
    name: `${site} ${menu.name} menu`,
    url,
    inLanguage: 'en-GB',
    hasMenuSection: menu.sections.map(sectionJsonLd),
  };
  if (menu.description) json.description = menu.description;
  return json;
}
