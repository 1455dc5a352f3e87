// Casa Ventura's menus: à la carte, set lunch, bottomless brunch, plant-based, kids and Christmas, with
// the dietary-tag key and the UK's 14 declarable allergens. Prices are text as the menu shows them; kcal
// are per portion as served (calorie labelling, issue 17), two dishes deliberately without a figure.
import type { Allergen, DietaryTagKey, DietaryTagName, SeedMenu, SeedMenuItem, SeedMenuSection } from './seed.types';
import type { MenuItemOption } from '@tavola/core/content';
import { DINER_NEEDS } from '@tavola/core/constants';

/** The allergen guide's columns: core's 14 (DINER_NEEDS.allergens), the same list a diner ticks when booking. */
export const ALLERGENS: readonly Allergen[] = DINER_NEEDS.allergens;

export const dietaryTagKey: DietaryTagKey[] = [
  { code: 'V', name: 'Vegetarian', description: 'Made without meat or fish.', icon: '/images/icons/dietary-v.svg' },
  { code: 'VG', name: 'Vegan', description: 'Made without any animal products.', icon: '/images/icons/dietary-vg.svg' },
  {
    code: 'GF',
    name: 'Gluten free available',
    description: 'Can be made without gluten: please ask your server. Made in a kitchen that handles gluten.',
    icon: '/images/icons/dietary-gf.svg',
  },
  { code: 'N', name: 'Contains nuts', description: 'Contains tree nuts.', icon: '/images/icons/dietary-n.svg' },
  { code: 'S', name: 'Spicy', description: 'Has a kick of chilli.', icon: '/images/icons/dietary-s.svg' },
];

type TagCode = DietaryTagKey['code'];

const TAG_NAMES: Record<TagCode, DietaryTagName> = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten free available',
  N: 'Contains nuts',
  S: 'Spicy',
};

/** Short words for the allergens, so the menus below stay readable. */
const ALLERGEN_WORDS: Record<string, Allergen> = {
  celery: 'celery',
  gluten: 'cereals containing gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  nuts: 'nuts',
  peanuts: 'peanuts',
  sesame: 'sesame',
  soya: 'soya',
  sulphites: 'sulphites',
};

function allergens(words: string): Allergen[] {
  return words
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => {
      const allergen = ALLERGEN_WORDS[word];
      if (allergen === undefined) throw new Error(`Unknown allergen word '${word}'`);
      return allergen;
    });
}

/** An option: its name, price and, when it has its own portion or adds food, that portion's kcal. */
function opt(name: string, price?: string, kcal?: number): MenuItemOption {
  const option: MenuItemOption = price === undefined ? { name } : { name, price };
  if (kcal !== undefined) option.kcal = kcal;
  return option;
}

/**
 * One dish: name, price (or undefined on set menus), kcal per portion (undefined where the kitchen has no
 * figure: a plate of today's gelato flavours, a mocktail of the diner's choice), description, allergen
 * words, tag codes, options.
 */
function dish(
  name: string,
  price: string | undefined,
  kcal: number | undefined,
  description: string,
  allergenWords: string,
  tags: TagCode[] = [],
  options: MenuItemOption[] = [],
): SeedMenuItem {
  const item: SeedMenuItem = {
    name,
    description,
    dietaryTags: tags.map((code) => ({ name: TAG_NAMES[code] })),
    allergens: allergens(allergenWords),
  };
  if (price !== undefined) item.price = price;
  if (kcal !== undefined) item.kcal = kcal;
  if (options.length > 0) item.options = options;
  return item;
}

function section(name: string, items: SeedMenuItem[], extra: Partial<SeedMenuSection> = {}): SeedMenuSection {
  return { name, items, ...extra };
}

const GF_PASTA = opt('Gluten-free pasta', '+£1.50');
const GF_BASE = opt('Gluten-free base', '+£2.50');
const ADD_BURRATA = opt('Add burrata', '+£3.00', 220);
const VEGAN_CHEESE = opt('Vegan mozzarella', '+£1.50', 90);
const EXTRA_NDUJA = opt('Add spicy nduja', '+£2.00', 110);

// ------------------------------------------------------------------------------------------------ À la carte

const aLaCarte: SeedMenu = {
  id: 'a-la-carte',
  name: 'À la carte',
  description: 'Our full menu: antipasti to share, wood-fired pizza, fresh pasta, secondi and dolci.',
  image: '/images/heroes/pasta.svg',
  availability: 'Every day, all day',
  footnote:
    'Allergen information is given for each dish. Our kitchens handle all 14 allergens, so we cannot guarantee any dish is free from traces. A discretionary 12.5% service charge is added to tables of six or more. All prices include VAT.',
  sections: [
    section(
      'Antipasti',
      [
        dish('Focaccia della casa', '£5.50', 420, 'Rosemary and sea salt focaccia, baked each morning, with Ligurian olive oil.', 'gluten', ['VG'], [
          opt('Add whipped ricotta', '+£2.00', 150),
        ]),
        dish('Olive marinate', '£4.25', 190, 'Green Sicilian olives warmed with orange zest, fennel seed and chilli.', '', ['VG', 'GF']),
        dish('Burrata pugliese', '£9.50', 540, 'Creamy burrata, heritage tomatoes, basil oil and crisp focaccia crumbs.', 'milk gluten', ['V', 'GF'], [
          opt('Add prosciutto di Parma', '+£3.00', 70),
        ]),
        dish('Bruschetta al pomodoro', '£6.95', 310, 'Grilled sourdough rubbed with garlic, topped with marinated tomatoes and basil.', 'gluten', ['VG', 'GF']),
        dish('Arancini al ragù', '£7.95', 610, 'Saffron risotto balls filled with beef ragù and smoked scamorza, with a spicy arrabbiata dip.', 'gluten milk eggs celery sulphites', ['S']),
        dish('Calamari fritti', '£8.95', 580, 'Crisp fried squid with lemon and a garlic and parsley aioli.', 'molluscs gluten eggs mustard'),
        dish('Gamberoni all\'aglio', '£10.50', 470, 'King prawns in garlic, chilli and white wine butter, with bread to mop up.', 'crustaceans gluten milk sulphites', ['S', 'GF']),
        dish('Melanzane alla parmigiana', '£8.50', 430, 'Layers of baked aubergine, slow-cooked tomato, mozzarella and parmesan.', 'milk', ['V', 'GF']),
        dish('Tagliere misto (for two)', '£16.95', 1240, 'Prosciutto di Parma, finocchiona, coppa and pecorino with pickled vegetables and focaccia.', 'milk gluten sulphites mustard', [], [
          ADD_BURRATA,
        ]),
      ],
      { description: 'Little plates to share while you choose.' },
    ),
    section('Pizza', [], {
      description: 'Dough proved for 48 hours and baked in a wood-fired oven at 450°C.',
      subsections: [
        section('Rosse', [
          dish('Margherita', '£11.50', 870, 'San Marzano tomato, fior di latte, basil and extra virgin olive oil.', 'gluten milk', ['V', 'GF'], [
            ADD_BURRATA,
            GF_BASE,
            VEGAN_CHEESE,
          ]),
          dish('Marinara', '£9.95', 690, 'Tomato, garlic, oregano and olive oil: the original Neapolitan pizza.', 'gluten', ['VG', 'GF'], [GF_BASE]),
          dish('Diavola', '£14.50', 1020, 'Spicy salami, fior di latte, tomato and a drizzle of chilli honey.', 'gluten milk sulphites', ['S', 'GF'], [
            GF_BASE,
            EXTRA_NDUJA,
          ]),
          dish('Capricciosa', '£15.25', 960, 'Roast ham, mushrooms, artichokes, black olives and fior di latte.', 'gluten milk sulphites', ['GF'], [GF_BASE]),
          dish('Napoletana', '£14.25', 910, 'Tomato, anchovies, capers, olives, oregano and fior di latte.', 'gluten milk fish', ['GF'], [GF_BASE]),
          dish('Ventura', '£16.50', 1180, 'Our signature: spicy nduja, wild broccoli, tomato and a whole burrata torn at the table.', 'gluten milk sulphites', ['S']),
        ]),
        section('Bianche', [
          dish('Quattro formaggi', '£14.95', 1150, 'Fior di latte, gorgonzola, taleggio and parmesan, finished with toasted walnuts.', 'gluten milk nuts', ['V', 'N', 'GF'], [
            GF_BASE,
          ]),
          dish('Salsiccia e friarielli', '£15.50', 1090, 'Fennel sausage, wild broccoli, smoked provola and chilli.', 'gluten milk sulphites', ['S']),
          dish('Funghi e tartufo', '£15.95', 1010, 'Roast mushrooms, black truffle cream, thyme and fior di latte.', 'gluten milk', ['V', 'GF'], [GF_BASE]),
          dish('Patate e rosmarino', '£12.95', 840, 'Thin potato, rosemary, garlic oil and vegan mozzarella.', 'gluten soya', ['VG']),
        ]),
      ],
    }),
    section(
      'Pasta',
      [
        dish('Spaghetti al pomodoro', '£11.50', 590, 'Slow-cooked San Marzano tomato sauce, basil and olive oil.', 'gluten', ['VG', 'GF'], [ADD_BURRATA, GF_PASTA]),
        dish('Cacio e pepe', '£13.50', 780, 'Tonnarelli tossed with pecorino romano and plenty of cracked black pepper.', 'gluten eggs milk', ['V', 'GF'], [GF_PASTA]),
        dish('Carbonara', '£14.25', 890, 'Guanciale, egg yolk, pecorino and black pepper. No cream, ever.', 'gluten eggs milk', ['GF'], [GF_PASTA]),
        dish('Tagliatelle al ragù', '£15.50', 760, 'Fresh egg tagliatelle with beef and pork ragù cooked for six hours.', 'gluten eggs milk celery sulphites', ['GF'], [GF_PASTA]),
        dish('Linguine ai frutti di mare', '£18.95', 690, 'Mussels, clams, king prawns and squid with cherry tomatoes, white wine and chilli.', 'gluten crustaceans molluscs sulphites', ['S', 'GF'], [
          GF_PASTA,
        ]),
        dish('Pappardelle ai funghi', '£14.95', 820, 'Wide ribbons with wild mushrooms, garlic, thyme and mascarpone.', 'gluten eggs milk', ['V']),
        dish('Gnocchi al pesto', '£13.95', 850, 'Potato gnocchi with basil and pine-nut pesto, green beans and toasted almonds.', 'gluten eggs milk nuts', ['V', 'N']),
        dish('Ravioli di zucca', '£15.25', 810, 'Pumpkin ravioli with sage brown butter, crushed amaretti and hazelnuts.', 'gluten eggs milk nuts', ['V', 'N']),
        dish('Lasagne della nonna', '£15.95', 880, 'Layers of fresh pasta, ragù, béchamel and parmesan, baked until crisp at the edges.', 'gluten eggs milk celery sulphites'),
      ],
      { description: 'Fresh pasta rolled in our kitchens every morning. Gluten-free pasta is cooked in fresh water.' },
    ),
    section('Secondi', [
      dish('Pollo alla milanese', '£17.95', 790, 'Chicken escalope in parmesan crumb, rocket, cherry tomatoes and lemon.', 'gluten eggs milk'),
      dish('Branzino al forno', '£21.50', 560, 'Roast fillet of sea bass, crushed potatoes, salsa verde and samphire.', 'fish mustard sulphites', ['GF']),
      dish('Bistecca con patate', '£29.95', 980, '250g grass-fed sirloin, rosemary potatoes and rocket with parmesan.', 'milk', ['GF'], [
        opt('Peppercorn sauce', '+£2.50', 90),
        opt('Gorgonzola butter', '+£2.50', 160),
      ]),
      dish('Risotto ai funghi', '£15.50', 720, 'Carnaroli rice with porcini, parmesan and a little truffle oil.', 'milk celery sulphites', ['V', 'GF']),
    ]),
    section('Contorni', [
      dish('Patate al rosmarino', '£4.50', 310, 'Crisp roast potatoes with rosemary and garlic.', '', ['VG', 'GF']),
      dish('Insalata mista', '£4.50', 120, 'Leaves, fennel, radish and a mustard vinaigrette.', 'mustard sulphites', ['VG', 'GF']),
      dish('Zucchine fritte', '£5.25', 340, 'Courgette fries with parmesan and lemon.', 'gluten milk', ['V']),
      dish('Broccoli al peperoncino', '£4.95', 110, 'Tenderstem broccoli with garlic and chilli.', '', ['VG', 'GF', 'S']),
    ]),
    section('Dolci', [
      dish('Tiramisù', '£7.50', 480, 'Savoiardi soaked in espresso and Marsala, layered with mascarpone cream.', 'gluten eggs milk sulphites', ['V']),
      dish('Panna cotta', '£6.95', 390, 'Vanilla panna cotta with poached rhubarb.', 'milk', ['GF']),
      dish('Torta della nonna', '£7.25', 460, 'Lemon custard tart with almonds and icing sugar.', 'gluten eggs milk nuts', ['V', 'N']),
      dish('Cannoli siciliani', '£6.95', 420, 'Crisp shells filled with sweet ricotta, pistachio and candied orange.', 'gluten eggs milk nuts', ['V', 'N']),
      dish('Affogato', '£5.50', 190, 'Vanilla gelato drowned in a hot espresso.', 'milk eggs', ['V', 'GF'], [opt('Add a shot of amaretto', '+£3.50', 80)]),
      dish('Gelato e sorbetti', '£5.95', undefined, 'Three scoops from our Devon dairy: ask for today\'s flavours.', 'milk eggs', ['V', 'GF']),
    ]),
    section('Drinks', [], {
      description: 'Wines available by the 125ml glass on request. Over-18s only for alcohol.',
      subsections: [
        section('Aperitivi', [
          dish('Ventura Spritz', '£9.50', 170, 'Our own bitter-orange aperitivo, Prosecco and soda, with a green olive.', 'sulphites', ['VG']),
          dish('Negroni Ventura', '£10.50', 200, 'Gin, bitter, sweet vermouth and a twist of blood orange.', 'sulphites', ['VG']),
          dish('Limoncello Spritz', '£9.50', 190, 'House limoncello, Prosecco, soda and mint.', 'sulphites', ['VG']),
          dish('Bellini', '£9.00', 160, 'White peach purée topped with Prosecco.', 'sulphites', ['VG']),
        ]),
        section('Vino', [
          dish('Prosecco DOC, Treviso', '£8.50', 90, 'Fresh and fruity, with fine bubbles.', 'sulphites', ['VG'], [opt('Bottle', '£34.00', 560)]),
          dish('Pinot Grigio, Veneto', '£7.25', 144, 'Crisp and dry with pear and citrus.', 'sulphites', ['VG'], [opt('175ml glass', '£7.25', 144), opt('500ml carafe', '£19.50', 410), opt('Bottle', '£28.00', 615)]),
          dish('Montepulciano d\'Abruzzo', '£7.50', 150, 'Soft red with cherries and a little spice.', 'sulphites', ['VG'], [opt('175ml glass', '£7.50', 150), opt('500ml carafe', '£20.00', 430), opt('Bottle', '£29.00', 645)]),
          dish('Primitivo, Puglia', '£8.50', 165, 'Rich and ripe with plum and chocolate.', 'sulphites', ['VG'], [opt('175ml glass', '£8.50', 165), opt('Bottle', '£33.00', 705)]),
          dish('Barolo, Piedmont', '£62.00', 660, 'Roses, tar and cherries: our special-occasion bottle.', 'sulphites', [], [opt('Bottle', '£62.00', 660)]),
        ]),
        section('Birra', [
          dish('Ventura Lager', '£5.95', 240, 'Crisp Italian-style lager brewed for us in Yorkshire. Pint.', 'gluten', ['VG'], [opt('Half pint', '£3.50', 120)]),
          dish('Lucia Pale Ale', '£6.25', 200, 'Hazy, citrussy pale ale. 440ml can.', 'gluten', ['VG']),
          dish('Alcohol-free lager', '£4.95', 70, '0.0% lager, 330ml bottle.', 'gluten', ['VG']),
        ]),
        section('Analcolici', [
          dish('Blood orange soda', '£3.95', 140, 'Sparkling blood orange from Sicily.', '', ['VG', 'GF']),
          dish('Sparkling lemonade', '£3.75', 130, 'Cloudy lemonade made with Amalfi lemons.', '', ['VG', 'GF']),
          dish('Nonna\'s Garden mocktail', '£6.50', 110, 'Non-alcoholic aperitivo, elderflower, cucumber and soda.', '', ['VG', 'GF']),
          dish('Still or sparkling water', '£3.95', 0, '750ml bottle.', '', ['VG', 'GF']),
        ]),
        section('Caffè', [
          dish('Espresso', '£2.60', 5, 'A double shot of our Ventura blend.', '', ['VG', 'GF']),
          dish('Cappuccino', '£3.40', 110, 'Espresso, steamed milk and foam.', 'milk', ['V', 'GF'], [opt('Oat milk', '+£0.40', 130), opt('Soya milk', '+£0.40', 100)]),
          dish('Macchiato', '£2.90', 15, 'Espresso marked with a little foam.', 'milk', ['V', 'GF']),
        ]),
      ],
    }),
  ],
};

// ------------------------------------------------------------------------------------------------ Set lunch

const setLunch: SeedMenu = {
  id: 'set-lunch',
  name: 'Set lunch',
  description: 'Two courses for £16.50 or three for £19.95.',
  image: '/images/heroes/antipasti.svg',
  availability: 'Monday to Friday, 12pm to 4pm',
  setPrice: '£16.50',
  footnote: 'Not available on bank holidays or in December. Supplements apply where shown. Served to the whole table.',
  sections: [
    section('Antipasti', [
      dish('Minestrone', undefined, 260, 'Seasonal vegetable and borlotti bean soup with basil pesto.', 'celery gluten nuts milk', ['V', 'N']),
      dish('Bruschetta al pomodoro', undefined, 310, 'Garlic-rubbed sourdough with marinated tomatoes.', 'gluten', ['VG', 'GF']),
      dish('Arancini ai funghi', undefined, 450, 'Mushroom and mozzarella risotto balls with garlic aioli.', 'gluten milk eggs mustard', ['V']),
      dish('Calamari fritti', undefined, 580, 'Crisp squid with lemon and aioli.', 'molluscs gluten eggs mustard', [], [opt('Supplement', '+£2.00')]),
    ]),
    section('Secondi', [
      dish('Margherita', undefined, 870, 'Tomato, fior di latte and basil.', 'gluten milk', ['V', 'GF'], [GF_BASE]),
      dish('Spaghetti al pomodoro', undefined, 590, 'Slow-cooked tomato sauce and basil.', 'gluten', ['VG', 'GF'], [GF_PASTA]),
      dish('Penne all\'arrabbiata', undefined, 610, 'Penne in a spicy tomato and garlic sauce.', 'gluten', ['VG', 'S', 'GF'], [GF_PASTA]),
      dish('Tagliatelle al ragù', undefined, 760, 'Fresh tagliatelle with slow-cooked beef and pork ragù.', 'gluten eggs milk celery sulphites'),
      dish('Pollo alla milanese', undefined, 790, 'Parmesan-crumbed chicken, rocket and lemon.', 'gluten eggs milk', [], [opt('Supplement', '+£3.00')]),
    ]),
    section('Dolci', [
      dish('Tiramisù', undefined, 480, 'Espresso-soaked sponge and mascarpone cream.', 'gluten eggs milk sulphites', ['V']),
      dish('Gelato', undefined, 280, 'Two scoops of vanilla, chocolate or pistachio.', 'milk eggs nuts', ['V', 'GF']),
      dish('Affogato', undefined, 190, 'Vanilla gelato and a hot espresso.', 'milk eggs', ['V', 'GF']),
    ]),
  ],
};

// ------------------------------------------------------------------------------------------------ Bottomless brunch

const bottomlessBrunch: SeedMenu = {
  id: 'bottomless-brunch',
  name: 'Bottomless brunch',
  description: 'One brunch dish and 90 minutes of free-flowing drinks for £36 a head.',
  image: '/images/heroes/brunch.svg',
  availability: 'Saturday and Sunday, 11:30am to 3pm',
  setPrice: '£36.00',
  footnote:
    'Over-18s only, photo ID may be requested. Whole table must take part. 90 minutes from your booking time, one drink at a time. We will stop serving anyone who has had enough. Mocktail option £26.',
  sections: [
    section('Brunch plates', [
      dish('Uova in purgatorio', undefined, 520, 'Eggs baked in spicy tomato sauce with garlic toast.', 'eggs gluten', ['V', 'S']),
      dish('Ventura breakfast pizza', undefined, 1120, 'Pancetta, sausage, mushrooms, fior di latte and a runny egg.', 'gluten milk eggs sulphites'),
      dish('Avocado e ricotta', undefined, 610, 'Smashed avocado, whipped ricotta, chilli and seeds on sourdough.', 'gluten milk sesame', ['V', 'GF']),
      dish('Frittata di verdure', undefined, 430, 'Open omelette with courgette, peas, mint and pecorino.', 'eggs milk', ['V', 'GF']),
      dish('Carbonara', undefined, 890, 'The classic, with guanciale and pecorino.', 'gluten eggs milk', ['GF'], [GF_PASTA]),
      dish('Brunch burrata', undefined, 740, 'Burrata, roast peaches, prosciutto and rocket, with focaccia.', 'milk gluten', [], [opt('Make it vegetarian', '£0.00', 560)]),
      dish('Vegan benedict', undefined, 590, 'Toasted focaccia, wilted spinach, roast tomato and a vegan hollandaise.', 'gluten soya mustard', ['VG']),
      dish('French toast al cioccolato', undefined, 780, 'Brioche French toast with hazelnut chocolate spread and berries.', 'gluten eggs milk nuts soya', ['V', 'N']),
    ]),
    section('Bottomless drinks', [
      dish('Prosecco', undefined, 90, 'Our Treviso Prosecco DOC.', 'sulphites', ['VG']),
      dish('Ventura Spritz', undefined, 170, 'Bitter-orange aperitivo, Prosecco and soda.', 'sulphites', ['VG']),
      dish('Bellini', undefined, 160, 'White peach and Prosecco.', 'sulphites', ['VG']),
      dish('Ventura Lager', undefined, 240, 'Italian-style lager.', 'gluten', ['VG']),
      dish('Mocktails', undefined, undefined, 'Nonna\'s Garden or a virgin peach Bellini.', '', ['VG', 'GF']),
    ]),
    section('Upgrades', [
      dish('Bottomless Negroni', undefined, 200, 'Swap to unlimited Negroni Ventura.', 'sulphites', ['VG'], [opt('Per person', '+£6.00')]),
      dish('Dolce to finish', undefined, 480, 'Tiramisù, panna cotta or gelato.', 'gluten eggs milk sulphites', ['V'], [opt('Per person', '+£4.50')]),
    ]),
  ],
};

// ------------------------------------------------------------------------------------------------ Plant-based

const plantBased: SeedMenu = {
  id: 'plant-based',
  name: 'Plant-based',
  description: 'Every dish on this menu is vegan, with no compromise on flavour.',
  image: '/images/heroes/olive-branch.svg',
  availability: 'Every day, all day',
  footnote: 'Prepared in kitchens that also handle meat, fish, dairy and eggs; we take great care but cannot guarantee against traces.',
  sections: [
    section('Antipasti', [
      dish('Focaccia della casa', '£5.50', 420, 'Rosemary and sea salt focaccia with olive oil.', 'gluten', ['VG']),
      dish('Caponata', '£7.25', 280, 'Sweet and sour Sicilian aubergine stew with capers and celery, on toast.', 'celery gluten sulphites', ['VG', 'GF']),
      dish('Crispy artichokes', '£7.50', 390, 'Fried artichoke hearts with a lemon and caper dip.', 'gluten soya mustard', ['VG']),
      dish('Vegan burrata', '£9.25', 450, 'Cashew burrata with tomatoes and basil oil.', 'nuts', ['VG', 'N', 'GF']),
    ]),
    section('Pizza', [
      dish('Marinara', '£9.95', 690, 'Tomato, garlic, oregano and olive oil.', 'gluten', ['VG', 'GF'], [GF_BASE]),
      dish('Margherita vegana', '£11.95', 830, 'Tomato, vegan mozzarella and basil.', 'gluten soya', ['VG', 'GF'], [GF_BASE]),
      dish('Ortolana', '£13.95', 880, 'Roast peppers, courgette, red onion, olives and vegan mozzarella.', 'gluten soya', ['VG'], [opt('Add vegan nduja', '+£2.00', 100)]),
      dish('Patate e rosmarino', '£12.95', 840, 'Thin potato, rosemary and garlic oil.', 'gluten soya', ['VG']),
    ]),
    section('Pasta', [
      dish('Spaghetti al pomodoro', '£11.50', 590, 'Slow-cooked tomato sauce and basil.', 'gluten', ['VG', 'GF'], [GF_PASTA]),
      dish('Penne all\'arrabbiata', '£11.95', 610, 'Spicy tomato and garlic.', 'gluten', ['VG', 'S', 'GF'], [GF_PASTA]),
      dish('Orecchiette con cime di rapa', '£13.50', 640, 'Ear-shaped pasta with turnip tops, garlic, chilli and toasted breadcrumbs.', 'gluten', ['VG', 'S']),
      dish('Vegan bolognese', '£13.95', 680, 'Lentil and mushroom ragù with rigatoni.', 'gluten celery soya sulphites', ['VG', 'GF'], [GF_PASTA]),
    ]),
    section('Dolci', [
      dish('Sorbetti', '£5.50', 140, 'Lemon, blood orange or raspberry sorbet.', '', ['VG', 'GF']),
      dish('Chocolate and olive oil cake', '£6.95', 450, 'With a scoop of raspberry sorbet.', 'gluten soya', ['VG']),
      dish('Vegan tiramisù', '£7.50', 430, 'Coffee-soaked sponge with cashew mascarpone.', 'gluten nuts soya sulphites', ['VG', 'N']),
    ]),
  ],
};

// ------------------------------------------------------------------------------------------------ Kids

const kids: SeedMenu = {
  id: 'kids',
  name: 'Kids',
  description: 'Three courses and a drink for £9.95, for under-12s.',
  image: '/images/heroes/pizza.svg',
  availability: 'Every day, for children under 12',
  setPrice: '£9.95',
  footnote: 'Every kids meal comes with an activity pack and crayons. High chairs and baby changing at every restaurant.',
  sections: [
    section('To start', [
      dish('Dough sticks', undefined, 240, 'Warm dough sticks with tomato dip.', 'gluten', ['VG']),
      dish('Carrot and cucumber sticks', undefined, 90, 'With a creamy yogurt dip.', 'milk', ['V', 'GF']),
      dish('Mini mozzarella bites', undefined, 180, 'Fresh mozzarella and cherry tomatoes.', 'milk', ['V', 'GF']),
    ]),
    section('Mains', [], {
      subsections: [
        section('Pizza', [
          dish('Little Margherita', undefined, 480, 'Tomato and mozzarella.', 'gluten milk', ['V', 'GF'], [GF_BASE, VEGAN_CHEESE]),
          dish('Little ham and mushroom', undefined, 520, 'Roast ham, mushrooms and mozzarella.', 'gluten milk sulphites', ['GF'], [GF_BASE]),
        ]),
        section('Pasta', [
          dish('Spaghetti with tomato sauce', undefined, 340, 'With a sprinkle of cheese on top.', 'gluten milk', ['V', 'GF'], [GF_PASTA]),
          dish('Penne bolognese', undefined, 390, 'With our slow-cooked beef ragù.', 'gluten celery sulphites', ['GF'], [GF_PASTA]),
          dish('Mac and cheese, Italian style', undefined, 450, 'Macaroni baked in a three-cheese sauce.', 'gluten milk eggs', ['V']),
          dish('Chicken goujons', undefined, 410, 'Breaded chicken with potatoes and peas.', 'gluten eggs'),
        ]),
      ],
    }),
    section('Dolci', [
      dish('Gelato', undefined, 120, 'One scoop of vanilla, chocolate or strawberry with sprinkles.', 'milk eggs', ['V', 'GF']),
      dish('Chocolate brownie', undefined, 380, 'A warm brownie with chocolate sauce.', 'gluten eggs milk soya', ['V']),
      dish('Fruit salad', undefined, 70, 'Fresh seasonal fruit.', '', ['VG', 'GF']),
    ]),
    section('Drinks', [
      dish('Apple or orange juice', undefined, 60, 'Small glass.', '', ['VG', 'GF']),
      dish('Milk', undefined, 90, 'Small glass, or oat milk.', 'milk', ['V', 'GF']),
      dish('Babyccino', undefined, 70, 'Frothy warm milk with cocoa.', 'milk', ['V', 'GF']),
    ]),
  ],
};

// ------------------------------------------------------------------------------------------------ Christmas

const christmas: SeedMenu = {
  id: 'christmas',
  name: 'Christmas',
  description: 'Three festive courses with a glass of Prosecco on arrival for £34.50.',
  image: '/images/heroes/christmas.svg',
  availability: '20 November to 31 December (closed Christmas Day)',
  setPrice: '£34.50',
  footnote:
    'Pre-order required for tables of eight or more, at least seven days ahead. A £10 per person deposit applies to parties of nine or more. Menu available at lunch and dinner.',
  sections: [
    section('Antipasti', [
      dish('Roast chestnut and porcini soup', undefined, 290, 'With crispy sage and chestnut cream.', 'milk celery', ['V', 'GF']),
      dish('Bresaola with pickled pear', undefined, 240, 'Air-dried beef, rocket, parmesan and pear.', 'milk sulphites', ['GF']),
      dish('Smoked salmon crostini', undefined, 330, 'With lemon mascarpone and dill.', 'fish gluten milk', ['GF']),
      dish('Burrata and beetroot', undefined, 460, 'Burrata, roast beetroot, hazelnuts and balsamic.', 'milk nuts sulphites', ['V', 'N', 'GF']),
    ]),
    section('Secondi', [
      dish('Roast turkey saltimbocca', undefined, 780, 'Turkey wrapped in prosciutto and sage, with roast potatoes, sprouts and Marsala gravy.', 'sulphites milk celery', ['GF']),
      dish('Slow-cooked beef brasato', undefined, 820, 'Beef braised in red wine with creamy polenta and gremolata.', 'milk celery sulphites', ['GF']),
      dish('Sea bass with clams', undefined, 540, 'Roast sea bass fillet with clams, white wine and parsley.', 'fish molluscs sulphites', ['GF']),
      dish('Chestnut and mushroom ravioli', undefined, 710, 'With sage butter and pecorino.', 'gluten eggs milk', ['V']),
      dish('Festive pizza', undefined, 1140, 'Pigs in blankets, cranberry, brie and rosemary.', 'gluten milk sulphites', ['GF'], [GF_BASE]),
      dish('Roast squash and lentil wellington', undefined, 690, 'With a red wine and rosemary jus.', 'gluten celery soya sulphites', ['VG']),
    ]),
    section('Dolci', [
      dish('Panettone bread and butter pudding', undefined, 590, 'With vanilla custard.', 'gluten eggs milk', ['V']),
      dish('Tiramisù', undefined, 480, 'The Casa Ventura classic.', 'gluten eggs milk sulphites', ['V']),
      dish('Chocolate and chestnut torte', undefined, 470, 'With clementine sorbet.', 'eggs nuts', ['V', 'N', 'GF']),
      dish('Blood orange sorbet', undefined, 130, 'A light finish.', '', ['VG', 'GF']),
    ]),
    section('Festive extras', [
      dish('Glass of Prosecco on arrival', undefined, 90, 'Included in the menu price.', 'sulphites', ['VG']),
      dish('Cheese board to share', undefined, 520, 'Gorgonzola, pecorino and taleggio with fig chutney.', 'milk gluten sulphites', ['V'], [opt('Per person', '+£6.50')]),
      dish('Limoncello to finish', undefined, 110, 'Chilled house limoncello.', '', ['VG', 'GF'], [opt('Per glass', '+£4.50')]),
    ]),
  ],
};

export const menus: SeedMenu[] = [aLaCarte, setLunch, bottomlessBrunch, plantBased, kids, christmas];

/** Every dish of a menu, sections and subsections together. */
export function menuItems(menu: SeedMenu): SeedMenuItem[] {
  const collect = (sections: readonly SeedMenuSection[]): SeedMenuItem[] =>
    sections.flatMap((s) => [...s.items, ...collect(s.subsections ?? [])]);
  return collect(menu.sections);
}
