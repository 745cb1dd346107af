// Product taxonomy seed: the twelve categories of the units table (SPEC §5), each with
// families that fit a Filipino neighbourhood market. Category names contain a keyword of
// their units-table row (see units.ts), so unitsForCategory(name) picks the right units.
// Slugs are stable identifiers: rename a name freely, never a slug.

export interface TaxonomyFamily {
  readonly slug: string;
  readonly name: string;
  /** Filipino (Tagalog) name. */
  readonly name_tl: string;
}

export interface TaxonomyCategory extends TaxonomyFamily {
  readonly families: readonly TaxonomyFamily[];
}

const family = (slug: string, name: string, name_tl: string): TaxonomyFamily => ({
  slug,
  name,
  name_tl,
});

export const TAXONOMY: readonly TaxonomyCategory[] = [
  {
    slug: 'beverages',
    name: 'Beverages',
    name_tl: 'Inumin',
    families: [
      family('juices-and-shakes', 'Juices and shakes', 'Juice at shake'),
      family('coffee-and-tea', 'Coffee and tea', 'Kape at tsaa'),
      family('native-drinks', "Native drinks (sago't gulaman, salabat)", 'Katutubong inumin'),
      family('water-and-soft-drinks', 'Water and soft drinks', 'Tubig at softdrinks'),
    ],
  },
  {
    slug: 'condiments',
    name: 'Condiments',
    name_tl: 'Sarsa at sawsawan',
    families: [
      family('soy-sauce-and-vinegar', 'Soy sauce and vinegar', 'Toyo at suka'),
      family('fish-sauce-and-bagoong', 'Fish sauce and bagoong', 'Patis at bagoong'),
      family('sauces-and-dips', 'Sauces and dips', 'Mga sarsa at sawsawan'),
      family('spreads-and-jams', 'Spreads and jams', 'Palaman at jam'),
    ],
  },
  {
    slug: 'eggs',
    name: 'Eggs',
    name_tl: 'Itlog',
    families: [
      family('chicken-eggs', 'Chicken eggs', 'Itlog ng manok'),
      family('duck-eggs-and-balut', 'Duck eggs and balut', 'Itlog ng pato at balut'),
      family('salted-eggs', 'Salted eggs', 'Itlog na maalat'),
      family('quail-eggs', 'Quail eggs', 'Itlog ng pugo'),
    ],
  },
  {
    slug: 'dairy',
    name: 'Dairy',
    name_tl: 'Produktong gatas',
    families: [
      family('fresh-milk', 'Fresh milk (cow or carabao)', 'Sariwang gatas (baka o kalabaw)'),
      family('cheese', 'Cheese and kesong puti', 'Keso at kesong puti'),
      family('yogurt-and-butter', 'Yogurt and butter', 'Yogurt at mantikilya'),
    ],
  },
  {
    slug: 'vegetables',
    name: 'Vegetables',
    name_tl: 'Gulay',
    families: [
      family('leafy-greens', 'Leafy greens', 'Madahong gulay'),
      family('root-crops', 'Root crops', 'Lamang-ugat'),
      family('gourds-and-squash', 'Gourds and squash', 'Kalabasa at upo'),
      family('beans-and-pods', 'Beans and pods', 'Sitaw, bataw at okra'),
      family('tomatoes-and-eggplants', 'Tomatoes and eggplants', 'Kamatis at talong'),
    ],
  },
  {
    slug: 'fruits',
    name: 'Fruits',
    name_tl: 'Prutas',
    families: [
      family('mangoes-and-bananas', 'Mangoes and bananas', 'Mangga at saging'),
      family('citrus', 'Citrus (calamansi, dalandan, pomelo)', 'Kalamansi, dalandan at suha'),
      family('seasonal-fruits', 'Seasonal fruits', 'Prutas na pana-panahon'),
      family('coconut', 'Coconut', 'Niyog at buko'),
    ],
  },
  {
    slug: 'fish-and-seafood',
    name: 'Fish and seafood',
    name_tl: 'Isda at lamang-dagat',
    families: [
      family('fresh-fish', 'Fresh fish', 'Sariwang isda'),
      family('dried-fish', 'Dried fish', 'Tuyo at daing'),
      family('shellfish', 'Shellfish', 'Tahong, talaba at kabibe'),
      family('shrimp-and-crab', 'Shrimp and crab', 'Hipon at alimango'),
      family('squid', 'Squid', 'Pusit'),
    ],
  },
  {
    slug: 'meat-and-poultry',
    name: 'Meat and poultry',
    name_tl: 'Karne at manok',
    families: [
      family('pork', 'Pork', 'Baboy'),
      family('beef', 'Beef', 'Baka'),
      family('chicken', 'Chicken', 'Manok'),
      family('cured-meat', 'Longganisa and tocino', 'Longganisa at tocino'),
    ],
  },
  {
    slug: 'dry-goods-and-pulses',
    name: 'Dry goods and pulses',
    name_tl: 'Tuyong paninda at munggo',
    families: [
      family('mung-beans-and-legumes', 'Mung beans and legumes', 'Munggo at iba pang legumbre'),
      family('noodles-and-pasta', 'Noodles and pasta', 'Pansit at pasta'),
      family('flour-and-sugar', 'Flour and sugar', 'Harina at asukal'),
      family('nuts-and-seeds', 'Nuts and seeds', 'Mani at buto'),
      family('canned-goods', 'Canned goods', 'De-lata'),
    ],
  },
  {
    slug: 'spices-and-aromatics',
    name: 'Spices and aromatics',
    name_tl: 'Pampalasa at rekado',
    families: [
      family('garlic-and-onions', 'Garlic and onions', 'Bawang at sibuyas'),
      family('ginger-and-chili', 'Ginger and chili', 'Luya at sili'),
      family('fresh-herbs', 'Fresh herbs (lemongrass, bay leaf)', 'Tanglad at dahon ng laurel'),
      family('dried-spices', 'Dried spices', 'Tuyong pampalasa'),
    ],
  },
  {
    slug: 'prepared-food',
    name: 'Prepared food',
    name_tl: 'Lutong pagkain',
    families: [
      family('kakanin', 'Kakanin', 'Kakanin'),
      family('ulam', 'Ulam', 'Ulam'),
      family('baked-goods', 'Baked goods', 'Tinapay'),
      family('snacks-and-merienda', 'Snacks and merienda', 'Merienda'),
      family('desserts', 'Desserts', 'Panghimagas'),
    ],
  },
  {
    slug: 'staples',
    name: 'Staples',
    name_tl: 'Pangunahing bilihin',
    families: [
      family('rice', 'Rice', 'Bigas'),
      family('glutinous-rice', 'Glutinous rice', 'Malagkit'),
      family('corn', 'Corn and corn grits', 'Mais'),
      family('salt', 'Salt', 'Asin'),
    ],
  },
];
