// Which of a restaurant's menus and areas an occasion offers: its link group either keeps only the linked
// ones (inclusive) or drops them (exclusive). Lists from the API are read defensively here too.
import type { AreaLinkGroup, BookingArea, BookingMenu, LinkGroupType, MenuLinkGroup, Occasion } from './booking.models';

/** A link group reduced to what the filter needs, whatever the list is called (menuLinks, areaLinks). */
export interface LinkGroup {
  type: LinkGroupType | (string & {});
  links: ReadonlyArray<{ id: unknown } | null | undefined> | null | undefined;
}

interface Identified {
  id: string | number;
}

/**
 * The items a link group lets through. No group, or a type that is neither inclusive nor exclusive,
 * lets everything through: an occasion that says nothing about menus restricts none. Ids compare as text
 * because the API is not consistent about sending them as strings or numbers.
 */
export function filterByLinkGroup<T extends Identified>(
  items: readonly T[] | null | undefined,
  group: LinkGroup | null | undefined,
): T[] {
  const list = readList<T>(items);
  if (group === null || group === undefined) return list;
  const linked = new Set(readList<Identified>(group.links).map((link) => String(link.id)));
  if (group.type === 'inclusive') return list.filter((item) => linked.has(String(item.id)));
  if (group.type === 'exclusive') return list.filter((item) => !linked.has(String(item.id)));
  return list;
}

/** The menus an occasion offers; an empty list means the occasion has no menu to choose. */
export function menusForOccasion(
  menus: readonly BookingMenu[] | null | undefined,
  occasion: Pick<Occasion, 'menuLinkGroup'> | null | undefined,
): BookingMenu[] {
  return filterByLinkGroup(menus, menuGroup(occasion?.menuLinkGroup));
}

/** The areas an occasion offers; an empty list means the occasion has no area to choose. */
export function areasForOccasion(
  areas: readonly BookingArea[] | null | undefined,
  occasion: Pick<Occasion, 'areaLinkGroup'> | null | undefined,
): BookingArea[] {
  return filterByLinkGroup(areas, areaGroup(occasion?.areaLinkGroup));
}

/**
 * A list as the API sends it, as an array of records with an id. null, a non-array, and entries that
 * are not records with a text or numeric id all read as absent, so one bad entry never breaks the journey.
 * A map (id -> record), as the areas and menus calls answer, reads as its values.
 */
export function readList<T extends Identified>(value: unknown): T[] {
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return entries.filter((entry): entry is T => isRecord(entry) && hasId(entry));
}

function menuGroup(group: MenuLinkGroup | null | undefined): LinkGroup | null {
  return isRecord(group) ? { type: group.type, links: group.menuLinks } : null;
}

function areaGroup(group: AreaLinkGroup | null | undefined): LinkGroup | null {
  return isRecord(group) ? { type: group.type, links: group.areaLinks } : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasId(entry: Record<string, unknown>): boolean {
  const id = entry['id'];
  return (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
}
