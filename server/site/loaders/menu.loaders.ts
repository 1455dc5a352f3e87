// The menus' loaders: the list (/our-menu, /menu), one menu (/our-menu/{id}, /menu/{id}), a menu in a
// city's or a restaurant's pages, and the printable allergen guides (/allergens/guide lists the menus,
// /allergens/guide/{id} is one menu's table). A menu the content API does not know is 'Menu not found.' with 404.
import type { LoaderFunction } from 'react-router-dom';
import { allergenGuideRows, partnerWidgetDecision, type Menu } from '@tavola/core/content';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import { ALLERGEN_GUIDE_PATH } from '@tavola/core/navigation';
import type { RouteLoaders } from '../../../web/routes';
import type { AllergenGuideData, DietaryKeyEntry, MenuData, MenuExtras, MenuListData, PageMeta } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { menuJsonLd } from './menu.meta';
import { notFound } from './not-found';
import {
  DEFAULT_SHARE_IMAGE,
  cityRestaurants,
  contentOutage,
  describe,
  isNotThere,
  isPathId,
  menuIdsOf,
  pageTitle,
  restaurantAt,
  restaurantPath,
  siteName,
  toSummary,
} from './restaurant.loaders';

/** The content pages whose menu-list tile says which menus the chain shows, in the order to show them. */
const MENU_LIST_PAGES = ['our-menus', 'home'] as const;

type MenuCard = MenuListData['menus'][number];

/** The menu ids the CMS lists on its menus page (or, failing that, the home page). */
export async function listedMenuIds(services: Pick<LoaderServices, 'content'>): Promise<string[]> {
  for (const pageId of MENU_LIST_PAGES) {
    const page = await services.content.getPage(pageId);
    const tile = page?.tiles.find((t) => t.key === 'menu-list' && Array.isArray(t.menuIds));
    if (tile) return (tile.menuIds as unknown[]).filter((id): id is string => typeof id === 'string' && id !== '');
  }
  return [];
}

async function menuById(services: LoaderServices, id: string | undefined): Promise<Menu & MenuExtras> {
  if (!isPathId(id)) notFound(MESSAGES.menuNotFound);
  const result = await services.content.getMenu(id.toLowerCase());
  if (!result.ok) {
    if (isNotThere(result.error, ErrorCode.PartnerMenuNotFound)) notFound(MESSAGES.menuNotFound);
    contentOutage(result.error);
  }
  return result.value as Menu & MenuExtras;
}

/** The menus, each read once; ones that fail to load are left out of a list. */
async function menuCards(services: LoaderServices, ids: string[]): Promise<MenuCard[]> {
  const menus = await Promise.all(ids.map((id) => services.content.getMenu(id)));
  return menus.flatMap((result) => {
    if (!result.ok) return [];
    const menu = result.value as Menu & MenuExtras;
    const card: MenuCard = { id: menu.id, name: menu.name };
    if (typeof menu.description === 'string') card.description = menu.description;
    if (typeof menu.image === 'string') card.image = menu.image;
    if (typeof menu.availability === 'string') card.availability = menu.availability;
    return [card];
  });
}

/** The dietary tag key and the allergen list, from the content API's choices; empty when unavailable. */
export async function menuGuide(services: LoaderServices): Promise<Pick<MenuData, 'dietaryKey' | 'allergens'>> {
  const choices = await services.content.getChoices();
  if (!choices.ok) return { dietaryKey: [], allergens: [] };
  const tags = Array.isArray(choices.value.dietaryTags) ? choices.value.dietaryTags : [];
  const dietaryKey = tags.flatMap((tag): DietaryKeyEntry[] => {
    if (typeof tag !== 'object' || tag === null) return [];
    const { code, name, description, icon } = tag as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') return [];
    const entry: DietaryKeyEntry = { code: typeof code === 'string' ? code : name.slice(0, 2).toUpperCase(), name, description: typeof description === 'string' ? description : '' };
    if (typeof icon === 'string' && icon !== '') entry.icon = icon;
    return [entry];
  });
  const allergens = Array.isArray(choices.value.allergens) ? choices.value.allergens.filter((a): a is string => typeof a === 'string') : [];
  return { dietaryKey, allergens };
}

/**
 * The menu's partner widget when the site may frame it (an https page on PARTNER_MENU_ORIGINS, a sane
 * height); a widget it may not frame is left out, with one log line saying why.
 */
function partnerWidgetOf(services: LoaderServices, menu: Menu): Pick<MenuData, 'partnerWidget'> {
  const decision = partnerWidgetDecision(menu.partnerWidget, services.config.partnerMenuOrigins ?? []);
  if (decision.ignored !== null) (services.warn ?? console.warn)(`Menu ${menu.id}: partner widget ignored: ${decision.ignored}.`);
  return decision.widget ? { partnerWidget: decision.widget } : {};
}

/** A menu page's data with its partner widget, whose origin alone its CSP frame-src then allows. */
function withPartnerWidget(services: LoaderServices, menu: Menu, data: MenuData): MenuData {
  const { partnerWidget } = partnerWidgetOf(services, menu);
  // The content's own widget entry stays on the server: the page reads only the checked one.
  const { partnerWidget: _named, ...menuAlone } = data.menu;
  const page: MenuData = { ...data, menu: menuAlone };
  return partnerWidget ? { ...page, partnerWidget, meta: { ...page.meta, frameSrc: [partnerWidget.origin] } } : page;
}

function menuDescription(menu: Menu & MenuExtras, where: string): string {
  const intro = typeof menu.description === 'string' && menu.description !== '' ? menu.description : `The ${menu.name} menu${where}.`;
  return describe(`${intro} Prices, dietary tags and allergen information for every dish.`);
}

export function menuLoaders(
  services: LoaderServices,
): Pick<RouteLoaders, 'our-menu' | 'our-menu-item' | 'menu' | 'menu-item' | 'city-menu' | 'restaurant-menu' | 'allergen-guide' | 'allergen-guide-menu'> {
  const list =
    (basePath: string): LoaderFunction =>
    async (): Promise<MenuListData> => {
      const [site, ids] = await Promise.all([siteName(services), listedMenuIds(services)]);
      const menus = await menuCards(services, ids);
      const meta: PageMeta = {
        title: pageTitle('Our menus', site),
        description: describe(
          `${site} menus: ${menus.map((m) => m.name).join(', ')}. Wood-fired pizza, fresh pasta and allergen information for every dish.`,
        ),
        canonicalPath: basePath,
        image: menus[0]?.image ?? DEFAULT_SHARE_IMAGE,
      };
      return { meta, menus, basePath };
    };

  // /our-menu/{id} and /menu/{id} show the same menu: /menu/{id} is the canonical address.
  const single: LoaderFunction = async ({ params }): Promise<MenuData> => {
    const [menu, site, ids, guide] = await Promise.all([menuById(services, params.id), siteName(services), listedMenuIds(services), menuGuide(services)]);
    const menus = await menuCards(services, ids.includes(menu.id) ? ids : [...ids, menu.id]);
    return withPartnerWidget(services, menu, {
      meta: {
        title: pageTitle(`${menu.name} menu`, site),
        description: menuDescription(menu, ''),
        canonicalPath: `/menu/${menu.id}`,
        image: menu.image ?? DEFAULT_SHARE_IMAGE,
        jsonLd: [menuJsonLd(menu, services.config.publicUrl, `/menu/${menu.id}`, site)],
      },
      menu,
      menus: menus.map(({ id, name }) => ({ id, name })),
      basePath: '/menu',
      ...guide,
    });
  };

  // /restaurants/{city}/menu/{id?}: a city without restaurants is a 404; no id shows the first listed menu.
  const cityMenu: LoaderFunction = async ({ params }): Promise<MenuData> => {
    const found = await cityRestaurants(services, params.city);
    const first = toSummary(found[0] as (typeof found)[number]);
    const ids = await listedMenuIds(services);
    const id = params.id ?? ids[0];
    const [menu, site, guide] = await Promise.all([menuById(services, id), siteName(services), menuGuide(services)]);
    const menus = await menuCards(services, ids.includes(menu.id) ? ids : [...ids, menu.id]);
    const basePath = `/restaurants/${first.city}/menu`;
    return withPartnerWidget(services, menu, {
      meta: {
        title: pageTitle(`${menu.name} menu in ${first.cityName}`, site),
        description: menuDescription(menu, ` at our restaurants in ${first.cityName}`),
        canonicalPath: `${basePath}/${menu.id}`,
        image: menu.image ?? DEFAULT_SHARE_IMAGE,
        jsonLd: [menuJsonLd(menu, services.config.publicUrl, `${basePath}/${menu.id}`, site)],
      },
      menu,
      city: { slug: first.city, name: first.cityName },
      menus: menus.map(({ id: menuId, name }) => ({ id: menuId, name })),
      basePath,
      ...guide,
    });
  };

  // /restaurants/{city}/{slug}/menu/{id?}: only the menus the restaurant serves; no id shows its first.
  const restaurantMenu: LoaderFunction = async ({ params }): Promise<MenuData> => {
    const restaurant = await restaurantAt(services, params.city, params.slug);
    const served = menuIdsOf(restaurant);
    const id = params.id ?? served[0];
    if (id === undefined || !served.includes(id.toLowerCase())) notFound(MESSAGES.menuNotFound);
    const [menu, site, guide, menus] = await Promise.all([menuById(services, id), siteName(services), menuGuide(services), menuCards(services, served)]);
    const summary = toSummary(restaurant);
    const basePath = `${restaurantPath(restaurant)}/menu`;
    return withPartnerWidget(services, menu, {
      meta: {
        title: pageTitle(`${menu.name} menu at ${restaurant.title}`, site),
        description: menuDescription(menu, ` at ${site} ${restaurant.title}`),
        canonicalPath: `${basePath}/${menu.id}`,
        image: menu.image ?? summary.heroImage ?? DEFAULT_SHARE_IMAGE,
        jsonLd: [menuJsonLd(menu, services.config.publicUrl, `${basePath}/${menu.id}`, site)],
      },
      menu,
      restaurant: summary,
      city: { slug: summary.city, name: summary.cityName },
      menus: menus.map(({ id: menuId, name }) => ({ id: menuId, name })),
      basePath,
      ...guide,
    });
  };

  // /allergens/guide: the menus whose guide a diner can open and print.
  const guideIndex: LoaderFunction = async (): Promise<AllergenGuideData> => {
    const [site, ids, guide] = await Promise.all([siteName(services), listedMenuIds(services), menuGuide(services)]);
    const menus = await menuCards(services, ids);
    return {
      meta: {
        title: pageTitle('Allergen guides', site),
        description: describe(`${site} allergen guides: every dish of every menu against the 14 allergens, ready to print.`),
        canonicalPath: ALLERGEN_GUIDE_PATH,
        image: DEFAULT_SHARE_IMAGE,
      },
      menus: menus.map(({ id, name }) => ({ id, name })),
      allergens: guide.allergens,
      rows: [],
    };
  };

  // /allergens/guide/{id}: every dish of the menu against the 14 allergens (core's allergenGuideRows).
  const guideMenu: LoaderFunction = async ({ params }): Promise<AllergenGuideData> => {
    const [menu, site, ids, guide] = await Promise.all([menuById(services, params.id), siteName(services), listedMenuIds(services), menuGuide(services)]);
    const menus = await menuCards(services, ids.includes(menu.id) ? ids : [...ids, menu.id]);
    return {
      meta: {
        title: pageTitle(`${menu.name} allergen guide`, site),
        description: describe(`Allergen guide to the ${site} ${menu.name} menu: every dish against the 14 allergens, ready to print.`),
        canonicalPath: `${ALLERGEN_GUIDE_PATH}/${menu.id}`,
        image: menu.image ?? DEFAULT_SHARE_IMAGE,
      },
      menu: { id: menu.id, name: menu.name },
      menus: menus.map(({ id, name }) => ({ id, name })),
      allergens: guide.allergens,
      rows: allergenGuideRows(menu, guide.allergens),
    };
  };

  return {
    'allergen-guide': guideIndex,
    'allergen-guide-menu': guideMenu,
    'our-menu': list('/our-menu'),
    menu: list('/menu'),
    'our-menu-item': single,
    'menu-item': single,
    'city-menu': cityMenu,
    'restaurant-menu': restaurantMenu,
  };
}
