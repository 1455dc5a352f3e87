// The photo feed (/api/social/insta/media): recent posts from the chain's Instagram account, with
// local images.
import type { SeedSocialPost } from './seed.types';

const PROFILE = 'https://www.instagram.com/casaventura';

const post = (n: number, caption: string, altText: string, postedAt: string): SeedSocialPost => {
  const id = String(n).padStart(2, '0');
  return {
    id: `cv-post-${id}`,
    imageUrl: `/images/social/post-${id}.svg`,
    caption,
    altText,
    permalink: `${PROFILE}/p/cv-post-${id}`,
    postedAt,
  };
};

export const socialPosts: SeedSocialPost[] = [
  post(1, 'Forty-eight hours of proving, ninety seconds in the oven. Margherita, the way nonna Lucia liked it. #casaventura', 'A Margherita pizza on a teal plate', '2026-11-21T18:30:00Z'),
  post(2, 'Tagliatelle, rolled this morning at Manchester Deansgate and ready for the ragù that has been bubbling since 8am.', 'Fresh tagliatelle nests on a floured board', '2026-11-20T12:05:00Z'),
  post(3, 'Friday means spritz. Our Ventura Spritz uses our very own bitter-orange aperitivo. Salute!', 'Two orange spritz glasses with olives', '2026-11-20T17:45:00Z'),
  post(4, 'The Christmas menu is here: turkey saltimbocca, chestnut ravioli and panettone pudding. Book your party now.', 'A festive table with a sprig of holly', '2026-11-19T09:00:00Z'),
  post(5, 'Tiramisù, made the slow way. Who is sharing? (Nobody is sharing.)', 'A square of tiramisù dusted with cocoa', '2026-11-18T19:15:00Z'),
  post(6, 'Bottomless brunch on the Brighton terrace. Same time next weekend?', 'Brunch plates and Prosecco on a terrace table', '2026-11-16T13:20:00Z'),
  post(7, 'Olive harvest season at the family grove near Salerno that makes our house oil.', 'An olive branch heavy with green olives', '2026-11-14T08:40:00Z'),
  post(8, 'Meet Giulia, our pizzaiola at Liverpool Bold Street, who can stretch a base in eight seconds flat.', 'A pizza chef stretching dough', '2026-11-12T15:00:00Z'),
  post(9, 'Burrata season is every season. With heritage tomatoes and basil oil.', 'A burrata on a plate with tomatoes', '2026-11-10T12:30:00Z'),
  post(10, 'Two for Tuesday is back: any two pizzas, the cheaper one is on us. Claim your voucher from the link in our bio.', 'Two pizzas side by side', '2026-11-09T10:00:00Z'),
  post(11, 'The glass dome at Edinburgh George Street, lit up for the season.', 'The dining room at Edinburgh George Street', '2026-11-06T20:10:00Z'),
  post(12, 'Espresso o cappuccino? Only before 11am, if you ask our Italian team.', 'An espresso cup and saucer', '2026-11-03T09:30:00Z'),
];
