// Invariants of the Casa Ventura seed: enough content for every screen, the special cases tests rely
// on, consistent references between modules, and images that exist and are small, valid SVG.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { menusForOccasion } from '@tavola/core/booking';
import { kcalProblem, menuContentProblem } from '@tavola/core/content';
import { NAMED_PAGE_IDS, SPECIAL_RESTAURANTS, menuItems, seedData } from './index';
import type { SeedRestaurant } from './seed.types';

const PUBLIC_DIR = join(__dirname, '..', '..', '..', 'web', 'public');
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const { restaurants, jobs, menus, pages, offers } = seedData;

const isClosed = (value: unknown): boolean => typeof value === 'string' && value.trim().toLowerCase() === 'closed';
const minutes = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** Close as minutes after the day's open, reading a close at or before the open as after midnight. */
const closeAfterOpen = (open: string, close: string): number => {
  const c = minutes(close);
  return c <= minutes(open) ? c + 24 * 60 : c;
};
const hours = (r: SeedRestaurant, day: (typeof DAYS)[number], field: 'Open' | 'Close' | 'ClickCollectClose'): string =>
  String(r[`${day}${field}`]);

function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3959 * Math.asin(Math.sqrt(h));
}

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

const unique = <T>(values: T[]): boolean => new Set(values).size === values.length;
const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

describe('restaurants', () => {
  it('has at least 20 restaurants in at least 8 cities, Oxford Circus the default', () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(20);
    expect(new Set(restaurants.map((r) => r.city)).size).toBeGreaterThanOrEqual(8);
    const oxfordCircus = restaurants.find((r) => r.slug === 'oxford-circus');
    expect(oxfordCircus).toMatchObject({ city: 'london', storeId: seedData.siteConfig.default_restaurant_id });
    expect(restaurants.filter((r) => r.city === 'london').length).toBeGreaterThanOrEqual(4);
  });

  it('has unique storeIds, slugs and e-mails, lower-case hyphenated city slugs', () => {
    expect(unique(restaurants.map((r) => r.storeId))).toBe(true);
    expect(unique(restaurants.map((r) => r.slug))).toBe(true);
    expect(unique(restaurants.map((r) => r.email))).toBe(true);
    for (const r of restaurants) {
      expect(r.city).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(r.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(r.storeId).toMatch(/^CV\d{3}$/);
      expect(r.phone).toMatch(/^0\d{2,4} \d{3,4} ?\d{3,4}$/);
      expect(r.email).toMatch(/^[a-z]+@casaventura\.example$/);
      expect(r.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(r.description.length).toBeGreaterThan(80);
      expect(r.amenities.length).toBeGreaterThan(0);
    }
  });

  it('sits on real UK streets, near its postcode district and its town', () => {
    for (const r of restaurants) {
      expect(decimals(r.lat)).toBeLessThanOrEqual(4);
      expect(decimals(r.lng)).toBeLessThanOrEqual(4);
      expect(r.lat).toBeGreaterThan(49.9);
      expect(r.lat).toBeLessThan(58.7);
      expect(r.lng).toBeGreaterThan(-6.5);
      expect(r.lng).toBeLessThan(1.8);
      const outward = r.postcode.split(' ')[0];
      const district = seedData.postcodeDistricts.find((d) => d.district === outward);
      expect(district).toBeDefined();
      expect(milesBetween(r, district!)).toBeLessThan(3);
      const town = seedData.towns.find((t) => t.name === r.cityName);
      expect(town).toBeDefined();
      expect(milesBetween(r, town!)).toBeLessThan(8);
    }
  });

  it('keeps HH:MM hours with click-and-collect closing 30 to 60 minutes before close', () => {
    for (const r of restaurants) {
      for (const day of DAYS) {
        const [open, close, cc] = [hours(r, day, 'Open'), hours(r, day, 'Close'), hours(r, day, 'ClickCollectClose')];
        if (isClosed(open)) {
          expect(isClosed(close)).toBe(true);
          continue;
        }
        expect(open).toMatch(/^\d{2}:\d{2}$/);
        expect(close).toMatch(/^\d{2}:\d{2}$/);
        const gap = closeAfterOpen(open, close) - closeAfterOpen(open, cc);
        expect(gap).toBeGreaterThanOrEqual(30);
        expect(gap).toBeLessThanOrEqual(90);
      }
    }
  });

  it('includes a midnight close, a past-midnight close and a restaurant closed on Mondays', () => {
    const closes = restaurants.flatMap((r) => DAYS.map((day) => hours(r, day, 'Close')));
    expect(closes).toContain('00:00');
    expect(restaurants.find((r) => r.storeId === SPECIAL_RESTAURANTS.pastMidnightClose)?.saturdayClose).toBe('01:00');
    const closedMondays = restaurants.filter((r) => isClosed(r.mondayOpen));
    expect(closedMondays.map((r) => r.storeId)).toEqual([SPECIAL_RESTAURANTS.closedMondays]);
  });

  it('has overrides with closed days in mixed case, short festive hours and a refurbishment', () => {
    const overrides = restaurants.flatMap((r) => r.overrides ?? []);
    expect(restaurants.filter((r) => (r.overrides ?? []).length > 0).length).toBeGreaterThanOrEqual(5);
    for (const o of overrides) expect(o.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const closedDays = overrides.filter((o) => isClosed(o.closeTime));
    expect(closedDays.some((o) => o.closeTime === 'Closed')).toBe(true);
    expect(closedDays.some((o) => o.closeTime === 'CLOSED')).toBe(true);
    expect(closedDays.some((o) => o.closeTime === 'closed')).toBe(true);
    expect(closedDays.map((o) => o.endDate)).toEqual(expect.arrayContaining(['2026-12-25', '2027-12-25']));
    const short = overrides.filter((o) => !isClosed(o.closeTime) && typeof o.closeTime === 'string' && minutes(o.closeTime) <= minutes('20:00'));
    expect(short.map((o) => o.endDate)).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-31']));
    for (const r of restaurants) expect(unique((r.overrides ?? []).map((o) => o.endDate))).toBe(true);
  });

  it('gives every restaurant hero tiles, and click-and-collect to about half', () => {
    for (const r of restaurants) {
      expect(r.heroTiles?.length).toBeGreaterThanOrEqual(2);
      expect(r.heroTiles?.length).toBeLessThanOrEqual(3);
      if (r.deliveryLinks.length > 0) expect(r.deliveryLinks).toHaveLength(3);
    }
    const share = restaurants.filter((r) => r.clickCollect).length / restaurants.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.7);
  });
});

describe('booking set-up', () => {
  it('keeps every occasion within 1..15 covers, min <= max', () => {
    for (const r of restaurants) {
      expect(r.occasions.length).toBeGreaterThan(0);
      for (const o of r.occasions) {
        expect(o.minimumCovers).toBeGreaterThanOrEqual(1);
        expect(o.minimumCovers).toBeLessThanOrEqual(o.maximumCovers);
        expect(o.maximumCovers).toBeLessThanOrEqual(15);
      }
    }
  });

  it('filters menus by link group: brunch keeps only brunch, business lunch drops brunch and kids, drinks has none', () => {
    const r = restaurants.find((x) => x.storeId === 'CV001')!;
    const occasion = (id: string) => r.occasions.find((o) => o.id === id)!;
    expect(menusForOccasion(r.bookingMenus, occasion('bottomless-brunch')).map((m) => m.id)).toEqual(['bottomless-brunch']);
    expect(menusForOccasion(r.bookingMenus, occasion('business-lunch')).map((m) => m.id)).not.toEqual(
      expect.arrayContaining(['bottomless-brunch']),
    );
    expect(menusForOccasion(r.bookingMenus, occasion('business-lunch')).map((m) => m.id)).not.toContain('kids');
    expect(menusForOccasion(r.bookingMenus, occasion('drinks'))).toEqual([]);
    expect(occasion('private-event').areaLinkGroup).toEqual({ type: 'exclusive', areaLinks: [{ id: 'bar' }] });
  });

  it('links, inclusively, only areas and menus the restaurant has, except the deliberately dangling drinks menu link', () => {
    for (const r of restaurants) {
      const areaIds = r.areas.map((a) => a.id);
      const menuIds = r.bookingMenus.map((m) => m.id);
      for (const o of r.occasions) {
        // An exclusive group may name an area the restaurant lacks (dropping the bar where there is none).
        if (o.areaLinkGroup?.type === 'inclusive') for (const link of o.areaLinkGroup.areaLinks) expect(areaIds).toContain(link.id);
        if (o.id === 'drinks') continue;
        if (o.menuLinkGroup?.type === 'inclusive') for (const link of o.menuLinkGroup.menuLinks) expect(menuIds).toContain(link.id);
      }
      for (const m of r.bookingMenus) expect(menus.map((x) => x.id)).toContain(m.menuId);
      for (const id of r.menuIds) expect(menus.map((x) => x.id)).toContain(id);
    }
  });

  it('marks exactly one restaurant for each special role', () => {
    expect(restaurants.filter((r) => r.bookATableWidgetId !== null).map((r) => r.storeId)).toEqual([SPECIAL_RESTAURANTS.liveWidget]);
    expect(restaurants.filter((r) => r.coversPerSlot <= 4).map((r) => r.storeId)).toEqual([SPECIAL_RESTAURANTS.tinyCapacity]);
    expect(restaurants.filter((r) => r.bookingDisabled).map((r) => r.storeId)).toEqual([SPECIAL_RESTAURANTS.bookingDisabled]);
    expect(restaurants.filter((r) => !r.onlineBookingSupported).map((r) => r.storeId)).toEqual([SPECIAL_RESTAURANTS.onlineBookingNotSupported]);
    expect(restaurants.some((r) => r.enquiryEnabled)).toBe(true);
    expect(restaurants.some((r) => !r.enquiryEnabled)).toBe(true);
    for (const r of restaurants) {
      expect(r.slotMinutes).toBe(15);
      expect(r.cardGuaranteeAbove).toBeGreaterThan(0);
      for (const p of r.serviceTimes) expect(minutes(p.firstSlot) % 15 + (minutes(p.lastSlot) % 15)).toBe(0);
    }
  });
});

describe('menus', () => {
  const items = menus.flatMap(menuItems);

  it('gives every dish a realistic kcal figure except the two left deliberately without one, and passes the content checks', () => {
    const without = menus.flatMap((m) => menuItems(m).filter((i) => i.kcal === undefined).map((i) => `${m.id}: ${i.name}`));
    expect(without).toEqual(['a-la-carte: Gelato e sorbetti', 'bottomless-brunch: Mocktails']);
    for (const i of items) if (i.kcal !== undefined) expect(kcalProblem(i.kcal)).toBeNull();
    for (const i of items) for (const o of i.options ?? []) if (o.kcal !== undefined) expect(kcalProblem(o.kcal)).toBeNull();
    expect(items.flatMap((i) => i.options ?? []).filter((o) => o.kcal !== undefined).length).toBeGreaterThan(10);
    for (const m of menus) expect(menuContentProblem(JSON.parse(JSON.stringify(m)))).toBeNull();
  });

  it('has at least five menus with sections, subsections and many dishes', () => {
    expect(menus.length).toBeGreaterThanOrEqual(5);
    expect(unique(menus.map((m) => m.id))).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(menus.some((m) => m.sections.some((s) => (s.subsections ?? []).length > 0))).toBe(true);
    for (const m of menus) expect(m.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('prices as £ text, declares only the 14 allergens and keeps vegan dishes free of animal allergens', () => {
    for (const item of items) {
      if (item.price !== undefined) expect(item.price).toMatch(/^£\d+\.\d{2}$/);
      for (const option of item.options ?? []) if (option.price !== undefined) expect(option.price).toMatch(/^\+?£\d+\.\d{2}$/);
      for (const allergen of item.allergens) expect(seedData.allergens).toContain(allergen);
      const tags = item.dietaryTags.map((t) => t.name);
      if (tags.includes('Vegan')) expect(item.allergens.filter((a) => ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      if (tags.includes('Vegetarian')) expect(item.allergens.filter((a) => ['fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      if (tags.includes('Contains nuts')) expect(item.allergens).toContain('nuts');
    }
    expect(seedData.allergens).toHaveLength(14);
    const tagNames = new Set(items.flatMap((i) => i.dietaryTags.map((t) => t.name)));
    for (const key of seedData.dietaryTagKey) expect(tagNames.has(key.name)).toBe(true);
  });
});

describe('jobs', () => {
  it('has at least 28 jobs with unique ids over every category and both types', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(28);
    expect(unique(jobs.map((j) => j.jobId))).toBe(true);
    expect(unique(jobs.map((j) => j.positionUniqueName))).toBe(true);
    expect(new Set(jobs.map((j) => j.category))).toEqual(new Set(['Back of House', 'Front of House', 'Management', 'Head Office', 'Bar']));
    expect(new Set(jobs.map((j) => j.jobtype))).toEqual(new Set(['full time', 'part time']));
  });

  it('asks for a CV on about half and work history on about a third', () => {
    const cv = jobs.filter((j) => j.cvRequired === 'True').length / jobs.length;
    const experience = jobs.filter((j) => j.workExperienceRequired === 'True').length / jobs.length;
    expect(cv).toBeGreaterThan(0.35);
    expect(cv).toBeLessThan(0.65);
    expect(experience).toBeGreaterThan(0.2);
    expect(experience).toBeLessThan(0.45);
  });

  it('uses all four question types, mandatory and optional, with Yes/No options on YES_NO', () => {
    const questions = jobs.flatMap((j) => j.questions);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT']));
    expect(questions.some((q) => q.is_mandatory)).toBe(true);
    expect(questions.some((q) => !q.is_mandatory)).toBe(true);
    for (const q of questions) {
      if (q.type === 'YES_NO') expect(q.options).toEqual(['Yes', 'No']);
      if (q.type === 'TEXT') expect(q.options).toBeUndefined();
      if (q.type === 'SINGLE_CHOICE' || q.type === 'MULTIPLE_CHOICE') expect(q.options?.length).toBeGreaterThan(1);
    }
    for (const j of jobs) expect(unique(j.questions.map((q) => q.id))).toBe(true);
  });

  it('places restaurant jobs at their restaurant and head-office jobs in London', () => {
    for (const j of jobs) {
      if (j.storeId === null) {
        expect(j.city).toBe('London');
        continue;
      }
      const r = restaurants.find((x) => x.storeId === j.storeId)!;
      expect(j.location).toEqual({ lat: r.lat, lng: r.lng });
    }
    expect(jobs.some((j) => j.storeId === null)).toBe(true);
  });

  it('lists roles for every job title group of the spec', () => {
    for (const group of ['Bar', 'foh team', 'General Manager', 'foh support', 'boh team', 'Head Chef', 'boh support'] as const) {
      expect(seedData.jobTitleGroups[group].length).toBeGreaterThan(1);
    }
  });
});

describe('pages', () => {
  it('has every named page, unique tile ids and a meta description', () => {
    const ids = pages.map((p) => p.id);
    for (const id of NAMED_PAGE_IDS) expect(ids).toContain(id);
    expect(unique(ids)).toBe(true);
    expect(unique(pages.flatMap((p) => p.tiles.map((t) => t.tileId)))).toBe(true);
    for (const p of pages) expect(p.description.length).toBeGreaterThan(40);
  });

  it('uses every tile type and form type', () => {
    const tiles = pages.flatMap((p) => p.tiles);
    const keys = new Set(tiles.map((t) => t.key));
    for (const key of ['hero', 'text', 'image-text', 'masonry', 'form', 'social', 'photo-feed', 'video', 'offers', 'restaurant-finder']) {
      expect(keys.has(key as never)).toBe(true);
    }
    expect(new Set(tiles.map((t) => t.formType).filter(Boolean))).toEqual(new Set(['sign-up', 'contact', 'group-booking', 'booking']));
    expect(tiles.some((t) => t.animationEffect === 'fade-in')).toBe(true);
    const masonry = tiles.filter((t) => t.key === 'masonry');
    for (const t of masonry) {
      expect((t.images as unknown[]).length).toBeGreaterThanOrEqual(4);
      expect((t.images as unknown[]).length).toBeLessThanOrEqual(8);
    }
  });

  it('writes safe HTML: no scripts, styles, event handlers or javascript: links', () => {
    for (const html of allStrings(pages)) {
      expect(html).not.toMatch(/<script|<style|<iframe|\son[a-z]+=|javascript:/i);
    }
  });

  it('references only offers and menus that exist', () => {
    const slugs = offers.map((o) => o.slug);
    const menuIds = menus.map((m) => m.id);
    for (const t of pages.flatMap((p) => p.tiles)) {
      for (const slug of (t.offerSlugs as string[] | undefined) ?? []) expect(slugs).toContain(slug);
      for (const id of (t.menuIds as string[] | undefined) ?? []) expect(menuIds).toContain(id);
    }
  });
});

describe('offers, social, contact, customers, places', () => {
  it('has at least four offers at existing restaurants', () => {
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(unique(offers.map((o) => o.slug))).toBe(true);
    const storeIds = restaurants.map((r) => r.storeId);
    for (const o of offers) {
      expect(o.storeIds.length).toBeGreaterThan(0);
      for (const id of o.storeIds) expect(storeIds).toContain(id);
      expect(o.startDate <= o.endDate).toBe(true);
    }
  });

  it('has social posts, contact types and customers', () => {
    expect(seedData.socialPosts.length).toBeGreaterThanOrEqual(9);
    for (const p of seedData.socialPosts) expect(p.permalink.startsWith('https://www.instagram.com/casaventura')).toBe(true);
    expect(seedData.contactTypes.map((c) => c.id)).toEqual(
      expect.arrayContaining(['general-enquiry', 'feedback', 'lost-property', 'group-and-events', 'press', 'allergen-question']),
    );
    expect(seedData.customers).toHaveLength(3);
    for (const c of seedData.customers) {
      expect(c.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(restaurants.map((r) => r.storeId)).toContain(c.favRestaurantCode);
      for (const i of c.interests) expect(seedData.interestNames).toContain(i.name);
    }
  });

  it('has at least 150 unique postcode districts and the seeded cities plus 40 towns', () => {
    expect(seedData.postcodeDistricts.length).toBeGreaterThanOrEqual(150);
    expect(unique(seedData.postcodeDistricts.map((d) => d.district))).toBe(true);
    for (const d of seedData.postcodeDistricts) {
      expect(d.district).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
      expect(decimals(d.lat)).toBeLessThanOrEqual(4);
    }
    const cities = new Set(restaurants.map((r) => r.cityName));
    const townNames = seedData.towns.map((t) => t.name);
    for (const city of cities) expect(townNames).toContain(city);
    expect(seedData.towns.length).toBeGreaterThanOrEqual(cities.size + 40);
    expect(unique(townNames.map((n) => n.toLowerCase()))).toBe(true);
  });
});

describe('images and links', () => {
  const strings = allStrings(seedData);
  const imagePaths = [...new Set(strings.flatMap((s) => [...s.matchAll(/\/images\/[A-Za-z0-9_\-/.]+/g)].map((m) => m[0])))];

  it('points every image path at a file under web/public', () => {
    expect(imagePaths.length).toBeGreaterThan(40);
    for (const path of imagePaths) expect(existsSync(join(PUBLIC_DIR, path))).toBe(true);
  });

  it('uses no external image or video URL; outside links go only to social networks and example hosts', () => {
    const external = strings.filter((s) => /^https?:\/\//.test(s));
    for (const url of external) {
      expect(url).not.toMatch(/\.(svg|png|jpe?g|gif|webp|mp4|webm)(\?|$)/i);
      const host = new URL(url).hostname;
      expect(['www.instagram.com', 'www.facebook.com', 'www.tiktok.com', 'x.com', 'localhost'].includes(host) || host.endsWith('.example')).toBe(true);
    }
  });

  it('keeps every SVG small and valid, with a viewBox, a size and a title', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.svg')) files.push(full);
      }
    };
    walk(join(PUBLIC_DIR, 'images'));
    expect(files.length).toBeGreaterThanOrEqual(imagePaths.length);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThan(4096);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      expect(text).not.toMatch(/<script|\son[a-z]+=|https?:\/\/(?!www\.w3\.org)/i);
      expect(balancedTags(text)).toBe(true);
    }
  });
});

/** A small well-formedness check: every opened element is closed in order. */
function balancedTags(xml: string): boolean {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}
