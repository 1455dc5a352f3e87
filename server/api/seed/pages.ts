// Content pages served by /api/v1/content/page/{id}: the home page, landing pages, the Oxford Circus
// location page and the legal pages. Tile `key` names the tile type; extra fields are the tile's content.
// HTML in tiles is limited to headings, paragraphs, lists, tables, strong/em and links.
import { COOKIE_HTML, PRIVACY_HTML, TERMS_HTML } from './legal-text';
import type { SeedPage, SeedPageTile } from './seed.types';

const BROWN = '#6b4226';
const TEAL = '#2a8c82';
const DEEP_TEAL = '#0f3b3a';
const RED = '#8b1e2d';
const CREAM = '#f6efe4';

let counter = 0;
function tile(pageId: string, key: SeedPageTile['key'], fields: Omit<SeedPageTile, 'tileId' | 'key'>): SeedPageTile {
  counter += 1;
  return { tileId: `${pageId}-${key}-${counter}`, key, ...fields };
}

const signUpForm = (pageId: string, colour = TEAL): SeedPageTile =>
  tile(pageId, 'form', {
    formType: 'sign-up',
    heading: 'Join the famiglia',
    text: 'New menus, openings and a birthday treat, straight to your inbox.',
    backgroundColour: colour,
    animationEffect: 'fade-in',
  });

const photoFeed = (pageId: string): SeedPageTile =>
  tile(pageId, 'photo-feed', {
    heading: '@casaventura',
    text: 'Tag us in your photos for a chance to be featured.',
    count: 6,
    link: { text: 'Follow us on Instagram', url: 'https://www.instagram.com/casaventura', openInNewTab: true },
    backgroundColour: CREAM,
  });

const socialTile = (pageId: string): SeedPageTile =>
  tile(pageId, 'social', {
    heading: 'Say ciao',
    text: 'Follow Casa Ventura for new dishes, offers and behind-the-scenes from our kitchens.',
    backgroundColour: DEEP_TEAL,
  });

const bookingForm = (pageId: string, extra: Record<string, unknown> = {}): SeedPageTile =>
  tile(pageId, 'form', {
    formType: 'booking',
    anchor: 'booking',
    heading: 'Book a table',
    text: 'Choose a restaurant, an occasion, your party size and a date.',
    backgroundColour: DEEP_TEAL,
    ...extra,
  });

// ------------------------------------------------------------------------------------------------ Home

const home: SeedPage = {
  id: 'home',
  title: 'Casa Ventura | Italian restaurants across the UK',
  description:
    'Fresh pasta, wood-fired pizza and a warm welcome at Casa Ventura, Italian restaurants in London, Manchester, Edinburgh and across the UK. Book a table online.',
  tiles: [
    tile('home', 'hero', {
      heading: 'Benvenuti a Casa Ventura',
      text: 'Fresh pasta rolled every morning, pizza from the wood-fired oven and a table that always has room for one more.',
      image: '/images/heroes/dining-room.svg',
      imageAlt: 'An illustrated dining room with a long table set for dinner',
      cta: { text: 'Book a table', url: '/#booking', style: 'button' },
      secondaryCta: { text: 'See our menus', url: '/our-menus' },
      backgroundColour: DEEP_TEAL,
      height: 640,
      width: 'full',
    }),
    bookingForm('home'),
    tile('home', 'image-text', {
      heading: 'Our story',
      html: '<p>Casa Ventura began in 1998 as a twelve-table trattoria on a side street in Soho, run by Lucia and Paolo Ventura with recipes carried from their village near Salerno.</p><p>Today we have restaurants across the UK, but the kitchen still works the way Lucia taught it: pasta rolled by hand each morning, sauces that take hours, and dough that is left alone for two days to do its thing.</p>',
      image: '/images/heroes/kitchen.svg',
      imageAlt: 'A chef stretching pizza dough by a wood-fired oven',
      imagePosition: 'right',
      cta: { text: 'Find your nearest', url: '/restaurants' },
      backgroundColour: CREAM,
      animationEffect: 'fade-in',
    }),
    tile('home', 'menu-list', {
      heading: 'Our menus',
      menuIds: ['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas'],
      backgroundColour: CREAM,
    }),
    tile('home', 'offers', {
      heading: 'Offers',
      text: 'Claim a voucher by e-mail and show it when you order.',
      offerSlugs: ['two-for-tuesday', 'birthday-dolce', 'january-brunch', 'kids-eat-free'],
      backgroundColour: RED,
    }),
    tile('home', 'masonry', {
      heading: 'A taste of Casa Ventura',
      images: [
        { src: '/images/gallery/gallery-01.svg', alt: 'A Margherita pizza fresh from the oven', caption: 'Margherita' },
        { src: '/images/gallery/gallery-02.svg', alt: 'A bowl of tagliatelle al ragù', caption: 'Tagliatelle al ragù' },
        { src: '/images/gallery/gallery-03.svg', alt: 'Two glasses of spritz on a bar', caption: 'Ventura Spritz' },
        { src: '/images/gallery/gallery-04.svg', alt: 'A slice of tiramisù', caption: 'Tiramisù' },
        { src: '/images/gallery/gallery-05.svg', alt: 'An olive branch over a cream tablecloth' },
        { src: '/images/gallery/gallery-06.svg', alt: 'Burrata with tomatoes and basil', caption: 'Burrata pugliese' },
      ],
      columns: 3,
      backgroundColour: CREAM,
    }),
    tile('home', 'video', {
      heading: 'From our kitchen',
      caption: 'Our pizzaioli stretch, top and bake a Margherita in ninety seconds.',
      posterMobile: '/images/video/kitchen-poster-mobile.svg',
      posterDesktop: '/images/video/kitchen-poster.svg',
      backgroundColour: BROWN,
      height: 480,
    }),
    tile('home', 'restaurant-finder', {
      heading: 'Find a Casa Ventura near you',
      text: 'Enter a postcode or town, or use your location.',
      placeholder: 'Postcode or town',
      showMap: true,
      backgroundColour: TEAL,
    }),
    photoFeed('home'),
    signUpForm('home'),
    socialTile('home'),
  ],
};

// ------------------------------------------------------------------------------------------------ Bottomless brunch

const bottomlessBrunch: SeedPage = {
  id: 'bottomless-brunch',
  title: 'Bottomless Brunch | Casa Ventura',
  description:
    'Bottomless brunch at Casa Ventura: a brunch dish and 90 minutes of free-flowing Prosecco, spritz or mocktails for £36, every Saturday and Sunday.',
  tiles: [
    tile('bottomless-brunch', 'hero', {
      heading: 'Bottomless brunch',
      text: 'A brunch dish and 90 minutes of Prosecco, spritz or Bellini for £36. Saturdays and Sundays, 11:30am to 3pm.',
      image: '/images/heroes/brunch.svg',
      imageAlt: 'Brunch plates and glasses of Prosecco on a terrace table',
      cta: { text: 'Book brunch', url: '#booking', style: 'button' },
      backgroundColour: RED,
      height: 560,
    }),
    tile('bottomless-brunch', 'text', {
      html: '<h2>How it works</h2><ol><li>Book a table for two to twelve and choose the Bottomless Brunch occasion.</li><li>Pick one brunch plate each from the <a href="/menu/bottomless-brunch">brunch menu</a>.</li><li>Enjoy 90 minutes of free-flowing Prosecco, Ventura Spritz, Bellini or lager, one glass at a time.</li></ol><p>Not drinking? Our mocktail brunch is £26 with unlimited Nonna\'s Garden and virgin Bellini.</p>',
      backgroundColour: CREAM,
    }),
    tile('bottomless-brunch', 'image-text', {
      heading: 'Upgrade to bottomless Negroni',
      html: '<p>For £6 more per person, swap to unlimited Negroni Ventura, stirred at the bar with our own bitter and a twist of blood orange.</p>',
      image: '/images/heroes/bar.svg',
      imageAlt: 'A Negroni on the bar',
      imagePosition: 'left',
      backgroundColour: BROWN,
      animationEffect: 'fade-in',
    }),
    bookingForm('bottomless-brunch', { presetOccasionId: 'bottomless-brunch' }),
    tile('bottomless-brunch', 'masonry', {
      heading: 'Weekends, sorted',
      images: [
        { src: '/images/gallery/gallery-07.svg', alt: 'Eggs in purgatory in a cast-iron pan' },
        { src: '/images/gallery/gallery-03.svg', alt: 'Spritz glasses clinking' },
        { src: '/images/gallery/gallery-08.svg', alt: 'A table of friends at brunch' },
        { src: '/images/gallery/gallery-01.svg', alt: 'A breakfast pizza with a runny egg' },
      ],
      columns: 2,
      backgroundColour: CREAM,
    }),
    tile('bottomless-brunch', 'offers', { heading: 'Brunch offers', offerSlugs: ['january-brunch'], backgroundColour: TEAL }),
    tile('bottomless-brunch', 'text', {
      html: '<h3>Good to know</h3><ul><li>Over-18s only; we operate Challenge 25.</li><li>The whole table takes part, and the 90 minutes start at your booking time.</li><li>Available at most restaurants; York and Bath do not serve bottomless brunch.</li><li>Please drink responsibly. We will stop serving anyone who has had enough.</li></ul>',
      backgroundColour: CREAM,
    }),
  ],
};

// ------------------------------------------------------------------------------------------------ Sign-up

const signUp: SeedPage = {
  id: 'sign-up',
  title: 'Sign up | Casa Ventura',
  description: 'Sign up to Casa Ventura e-mails for new menus, offers, openings and a treat on your birthday.',
  tiles: [
    tile('sign-up', 'hero', {
      heading: 'Join the famiglia',
      text: 'Be first to hear about new menus and openings, and enjoy a dolce on us in your birthday month.',
      image: '/images/heroes/olive-branch.svg',
      imageAlt: 'An olive branch',
      backgroundColour: TEAL,
      height: 360,
    }),
    signUpForm('sign-up', CREAM),
    tile('sign-up', 'text', {
      html: '<h3>What you will get</h3><ul><li>A birthday dolce voucher every year</li><li>Early access to Christmas and brunch bookings</li><li>Offers and news from your favourite restaurant</li></ul><p>We will never share your details with anyone to market to you. You can unsubscribe at any time; see our <a href="/privacy-policy">privacy policy</a>.</p>',
      backgroundColour: CREAM,
    }),
  ],
};

// ------------------------------------------------------------------------------------------------ Legal

function legalPage(id: string, title: string, description: string, html: string): SeedPage {
  return {
    id,
    title: `${title} | Casa Ventura`,
    description,
    tiles: [
      tile(id, 'hero', { heading: title, image: '/images/patterns/olive-pattern.svg', imageAlt: '', backgroundColour: DEEP_TEAL, height: 240 }),
      tile(id, 'text', { html, backgroundColour: CREAM, width: 'narrow' }),
    ],
  };
}

const terms = legalPage(
  'terms-and-conditions',
  'Terms and conditions',
  'The terms that apply to bookings, offers, orders and use of the Casa Ventura website.',
  TERMS_HTML,
);
const privacy = legalPage(
  'privacy-policy',
  'Privacy policy',
  'How Casa Ventura Restaurants Ltd collects, uses and protects your personal data, and your rights.',
  PRIVACY_HTML,
);
const cookies = legalPage('cookie-policy', 'Cookie policy', 'The cookies the Casa Ventura website uses and how to control them.', COOKIE_HTML);

// ------------------------------------------------------------------------------------------------ Oxford Circus

const oxfordCircus: SeedPage = {
  id: 'oxford-circus',
  title: 'Casa Ventura Oxford Circus | Italian restaurant on Regent Street',
  description:
    'Casa Ventura Oxford Circus, 214 Regent Street: wood-fired pizza, fresh pasta and a private dining room a minute from Oxford Circus station. Open until midnight at weekends.',
  storeId: 'CV001',
  tiles: [
    tile('oxford-circus', 'hero', {
      heading: 'Casa Ventura Oxford Circus',
      text: 'Our flagship on Regent Street, a minute from Oxford Circus station.',
      // A band's picture fills the band behind its text panel, cropped to the screen's shape: a wordless one.
      // The restaurant's own picture carries its name along its foot, which that crop would cut through.
      image: '/images/heroes/dining-room.svg',
      imageAlt: 'The dining room at Casa Ventura Oxford Circus, tables laid for dinner',
      cta: { text: 'Book at Oxford Circus', url: '#booking', style: 'button' },
      backgroundColour: DEEP_TEAL,
      height: 520,
    }),
    tile('oxford-circus', 'text', {
      html: '<h2>Find us</h2><p>214 Regent Street, London W1B 5BD. Oxford Circus station (Central, Bakerloo and Victoria lines) is a one-minute walk; leave by the Regent Street exit and walk south.</p><h3>Opening hours</h3><ul><li>Monday to Thursday: 12pm to 11pm</li><li>Friday and Saturday: 12pm to midnight</li><li>Sunday: 12pm to 10pm</li></ul><p>Call <a href="tel:+442079460101">020 7946 0101</a> or e-mail <a href="mailto:oxfordcircus@casaventura.example">oxfordcircus@casaventura.example</a>.</p>',
      backgroundColour: CREAM,
    }),
    bookingForm('oxford-circus', { presetStoreId: 'CV001' }),
    tile('oxford-circus', 'image-text', {
      heading: 'The private room',
      html: '<p>Upstairs, our private dining room seats up to sixteen around one long oak table, with its own bar and a menu chosen with our head chef, Marco.</p>',
      image: '/images/heroes/private-dining.svg',
      imageAlt: 'A long table set for a private dinner',
      imagePosition: 'left',
      cta: { text: 'Enquire about private dining', url: '#group-booking' },
      backgroundColour: BROWN,
      animationEffect: 'fade-in',
    }),
    tile('oxford-circus', 'form', {
      formType: 'group-booking',
      anchor: 'group-booking',
      heading: 'Groups and events',
      text: 'Planning a party of more than 15, or the whole private room? Tell us about it and our events team will reply within a day.',
      presetStoreId: 'CV001',
      backgroundColour: TEAL,
    }),
    tile('oxford-circus', 'masonry', {
      heading: 'Inside Oxford Circus',
      images: [
        { src: '/images/gallery/gallery-05.svg', alt: 'Marble-topped tables by the window' },
        { src: '/images/gallery/gallery-01.svg', alt: 'Pizza at the counter' },
        { src: '/images/gallery/gallery-03.svg', alt: 'Cocktails at the bar' },
        { src: '/images/gallery/gallery-06.svg', alt: 'Burrata to share' },
        { src: '/images/gallery/gallery-04.svg', alt: 'Tiramisù' },
      ],
      columns: 3,
      backgroundColour: CREAM,
    }),
    tile('oxford-circus', 'offers', { heading: 'Offers at Oxford Circus', storeId: 'CV001', backgroundColour: RED }),
    socialTile('oxford-circus'),
  ],
};

// ------------------------------------------------------------------------------------------------ Menus, restaurants, offers

const ourMenus: SeedPage = {
  id: 'our-menus',
  title: 'Our menus | Casa Ventura',
  description: 'Explore Casa Ventura menus: à la carte, set lunch, bottomless brunch, plant-based, kids and Christmas, with allergen information for every dish.',
  tiles: [
    tile('our-menus', 'hero', {
      heading: 'Our menus',
      text: 'Cooked from scratch every day, with allergen information for every dish.',
      image: '/images/heroes/antipasti.svg',
      imageAlt: 'A board of antipasti to share',
      backgroundColour: BROWN,
      height: 420,
    }),
    tile('our-menus', 'menu-list', {
      heading: 'Choose a menu',
      menuIds: ['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas'],
      backgroundColour: CREAM,
    }),
    tile('our-menus', 'image-text', {
      heading: 'Plant-based, not an afterthought',
      html: '<p>Every dish on our plant-based menu is vegan, from the cashew burrata to the lentil and mushroom bolognese, and many more dishes on the main menu can be made vegan on request.</p>',
      image: '/images/heroes/olive-branch.svg',
      imageAlt: 'An olive branch',
      imagePosition: 'right',
      cta: { text: 'See the plant-based menu', url: '/menu/plant-based' },
      backgroundColour: TEAL,
      animationEffect: 'fade-in',
    }),
    tile('our-menus', 'text', {
      html: '<h3>Allergies and intolerances</h3><p>Please tell your server about any allergy before you order. Our <a href="/allergens">allergen guide</a> lists the 14 major allergens in every dish. Gluten-free pasta and pizza bases are available; they are prepared in a kitchen that handles gluten.</p>',
      backgroundColour: CREAM,
    }),
  ],
};

const restaurantsPage: SeedPage = {
  id: 'restaurants',
  title: 'Our restaurants | Casa Ventura',
  description: 'Find a Casa Ventura Italian restaurant near you: London, Manchester, Birmingham, Leeds, Edinburgh, Glasgow, Cardiff, Bristol and more.',
  tiles: [
    tile('restaurants', 'hero', {
      heading: 'Our restaurants',
      text: 'Twenty-four restaurants from Brighton to Edinburgh. Find yours.',
      image: '/images/heroes/terrace.svg',
      imageAlt: 'A restaurant terrace with string lights',
      backgroundColour: DEEP_TEAL,
      height: 420,
    }),
    tile('restaurants', 'restaurant-finder', {
      heading: 'Find a restaurant',
      text: 'Search by postcode or town, use your location, or pick a region on the map.',
      placeholder: 'Postcode or town',
      showMap: true,
      showRegionMap: true,
      showAllLocations: true,
      backgroundColour: CREAM,
    }),
    tile('restaurants', 'text', {
      html: '<h3>Opening soon</h3><p>We are opening in Leicester and Belfast in 2027. <a href="/sign-up">Sign up</a> to hear first.</p>',
      backgroundColour: TEAL,
    }),
  ],
};

const offersPage: SeedPage = {
  id: 'offers',
  title: 'Offers | Casa Ventura',
  description: 'The latest Casa Ventura offers: 2-for-1 pizza on Tuesdays, a birthday dolce, brunch deals and more.',
  tiles: [
    tile('offers', 'hero', {
      heading: 'Offers',
      text: 'Claim a voucher by e-mail and show it to your server.',
      image: '/images/heroes/pizza.svg',
      imageAlt: 'A pizza on a wooden peel',
      backgroundColour: RED,
      height: 360,
    }),
    tile('offers', 'offers', {
      heading: 'Current offers',
      offerSlugs: ['two-for-tuesday', 'birthday-dolce', 'january-brunch', 'student-discount', 'christmas-party-prosecco', 'kids-eat-free'],
      backgroundColour: CREAM,
    }),
  ],
};

// ------------------------------------------------------------------------------------------------ Careers, contact, allergens

const careers: SeedPage = {
  id: 'careers',
  title: 'Careers | Casa Ventura',
  description: 'Work at Casa Ventura: jobs for chefs, waiters, bartenders, managers and head office, with training, tronc and 50% off food.',
  tiles: [
    tile('careers', 'hero', {
      heading: 'Join our famiglia',
      text: 'Chefs, hosts, bartenders, managers and head office: find a job you will love.',
      image: '/images/jobs/front-of-house.svg',
      imageAlt: 'A waiter carrying plates',
      cta: { text: 'Search jobs', url: '/careers/job-search', style: 'button' },
      backgroundColour: TEAL,
      height: 480,
    }),
    tile('careers', 'image-text', {
      heading: 'Why Casa Ventura?',
      html: '<ul><li>50% off food for you and three friends</li><li>Fair, transparent tronc</li><li>Training through the Casa Ventura Academy</li><li>A trip to Italy for our top performers every year</li></ul>',
      image: '/images/jobs/back-of-house.svg',
      imageAlt: 'A chef\'s hat and knives',
      imagePosition: 'right',
      backgroundColour: CREAM,
      animationEffect: 'fade-in',
    }),
    tile('careers', 'jobs-search', {
      heading: 'Open roles',
      text: 'Search by postcode or use your location to find jobs near you.',
      categories: ['Bar', 'Front of House', 'Head Office', 'Back of House', 'Management'],
      backgroundColour: DEEP_TEAL,
    }),
    tile('careers', 'video', {
      heading: 'A day in our kitchen',
      caption: 'Meet Amara, head chef at Manchester Deansgate, from the morning pasta to the last ticket.',
      posterDesktop: '/images/video/kitchen-poster.svg',
      posterMobile: '/images/video/kitchen-poster-mobile.svg',
      backgroundColour: BROWN,
      height: 420,
    }),
  ],
};

const contact: SeedPage = {
  id: 'contact',
  title: 'Contact us | Casa Ventura',
  description: 'Contact Casa Ventura: questions, feedback, lost property, group bookings, press and allergen questions.',
  tiles: [
    tile('contact', 'hero', { heading: 'Get in touch', text: 'We reply to every message within two working days.', image: '/images/heroes/wine.svg', imageAlt: 'A glass of red wine', backgroundColour: DEEP_TEAL, height: 320 }),
    tile('contact', 'form', {
      formType: 'contact',
      heading: 'Send us a message',
      text: 'Choose what your message is about so it reaches the right team.',
      backgroundColour: CREAM,
    }),
    tile('contact', 'form', {
      formType: 'group-booking',
      anchor: 'group-booking',
      heading: 'Groups and events',
      text: 'For parties of more than 15, private hire or a celebration, tell us what you have in mind.',
      backgroundColour: TEAL,
    }),
    tile('contact', 'text', {
      html: '<p>For anything about an upcoming booking, it is quickest to call the restaurant directly; you will find its number on its page under <a href="/restaurants">our restaurants</a>. Customer services: <a href="mailto:customerservices@casaventura.example">customerservices@casaventura.example</a>.</p>',
      backgroundColour: CREAM,
    }),
  ],
};

const allergensPage: SeedPage = {
  id: 'allergens',
  title: 'Allergen guide | Casa Ventura',
  description: 'Casa Ventura allergen guide: the 14 major allergens in every dish, and how we handle allergies in our kitchens.',
  tiles: [
    tile('allergens', 'hero', { heading: 'Allergen guide', image: '/images/patterns/tablecloth.svg', imageAlt: '', backgroundColour: BROWN, height: 240 }),
    tile('allergens', 'text', {
      html: '<h2>Eating with allergies</h2><p>Every menu page shows the allergens in each dish, and you can filter dishes by dietary tag or leave out any allergen. Each menu also has a <a href="/allergens/guide">printable allergen guide</a>: every dish against the 14 allergens in one table. Please always tell your server about any allergy or intolerance before you order: recipes can change and our kitchens handle all 14 major allergens.</p><h3>The 14 allergens we declare</h3><ul><li>Celery</li><li>Cereals containing gluten</li><li>Crustaceans</li><li>Eggs</li><li>Fish</li><li>Lupin</li><li>Milk</li><li>Molluscs</li><li>Mustard</li><li>Nuts</li><li>Peanuts</li><li>Sesame</li><li>Soya</li><li>Sulphites</li></ul><p>Have a question about a dish? <a href="/contact?type=allergen-question">Ask our food team</a>.</p>',
      backgroundColour: CREAM,
      width: 'narrow',
    }),
    tile('allergens', 'menu-list', { heading: 'Browse the menus', menuIds: ['a-la-carte', 'plant-based', 'kids'], backgroundColour: TEAL }),
  ],
};

export const pages: SeedPage[] = [
  home,
  bottomlessBrunch,
  signUp,
  terms,
  privacy,
  cookies,
  oxfordCircus,
  ourMenus,
  restaurantsPage,
  offersPage,
  careers,
  contact,
  allergensPage,
];

export const NAMED_PAGE_IDS = [
  'home',
  'bottomless-brunch',
  'sign-up',
  'terms-and-conditions',
  'privacy-policy',
  'oxford-circus',
  'our-menus',
  'restaurants',
  'cookie-policy',
  'careers',
] as const;
