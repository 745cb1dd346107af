// Product taxonomy seed: the twelve categories of the units table (SPEC §5), each with
// families that fit a Filipino neighbourhood market. Category names contain a keyword of
// their units-table row (see units.ts), so unitsForCategory(name) picks the right units.
// Slugs are stable identifiers: rename a name freely, never a slug.

export interface TaxonomyFamily {
  readonly slug: string;
  readonly name: string;
  /** Filipino (Tagalog) name. */
  readonly name_tl: string;
  /** Cebuano (Binisaya) name. */
  readonly name_ceb: string;
}

export interface TaxonomyCategory extends TaxonomyFamily {
  readonly families: readonly TaxonomyFamily[];
}

const family = (slug: string, name: string, name_tl: string, name_ceb: string): TaxonomyFamily => ({
  slug,
  name,
  name_tl,
  name_ceb,
});

export const TAXONOMY: readonly TaxonomyCategory[] = [
  {
    slug: 'beverages',
    name: 'Beverages',
    name_tl: 'Inumin',
    name_ceb: 'Ilimnon',
    families: [
      family('juices-and-shakes', 'Juices and shakes', 'Juice at shake', 'Juice ug shake'),
      family('coffee-and-tea', 'Coffee and tea', 'Kape at tsaa', 'Kape ug tsa'),
      family(
        'native-drinks',
        "Native drinks (sago't gulaman, salabat)",
        'Katutubong inumin',
        'Tradisyonal nga ilimnon',
      ),
      family(
        'water-and-soft-drinks',
        'Water and soft drinks',
        'Tubig at softdrinks',
        'Tubig ug softdrinks',
      ),
    ],
  },
  {
    slug: 'condiments',
    name: 'Condiments',
    name_tl: 'Sarsa at sawsawan',
    name_ceb: 'Sarsa ug sawsawan',
    families: [
      family('soy-sauce-and-vinegar', 'Soy sauce and vinegar', 'Toyo at suka', 'Toyo ug suka'),
      family(
        'fish-sauce-and-bagoong',
        'Fish sauce and bagoong',
        'Patis at bagoong',
        'Patis ug bagoong',
      ),
      family(
        'sauces-and-dips',
        'Sauces and dips',
        'Mga sarsa at sawsawan',
        'Mga sarsa ug sawsawan',
      ),
      family('spreads-and-jams', 'Spreads and jams', 'Palaman at jam', 'Palaman ug jam'),
    ],
  },
  {
    slug: 'eggs',
    name: 'Eggs',
    name_tl: 'Itlog',
    name_ceb: 'Itlog',
    families: [
      family('chicken-eggs', 'Chicken eggs', 'Itlog ng manok', 'Itlog sa manok'),
      family(
        'duck-eggs-and-balut',
        'Duck eggs and balut',
        'Itlog ng pato at balut',
        'Itlog sa itik ug balut',
      ),
      family('salted-eggs', 'Salted eggs', 'Itlog na maalat', 'Itlog nga parat'),
      family('quail-eggs', 'Quail eggs', 'Itlog ng pugo', 'Itlog sa pugo'),
    ],
  },
  {
    slug: 'dairy',
    name: 'Dairy',
    name_tl: 'Produktong gatas',
    name_ceb: 'Produkto sa gatas',
    families: [
      family(
        'fresh-milk',
        'Fresh milk (cow or carabao)',
        'Sariwang gatas (baka o kalabaw)',
        'Presko nga gatas (baka o kabaw)',
      ),
      family('cheese', 'Cheese and kesong puti', 'Keso at kesong puti', 'Keso ug kesong puti'),
      family(
        'yogurt-and-butter',
        'Yogurt and butter',
        'Yogurt at mantikilya',
        'Yogurt ug mantekilya',
      ),
    ],
  },
  {
    slug: 'vegetables',
    name: 'Vegetables',
    name_tl: 'Gulay',
    name_ceb: 'Utanon',
    families: [
      family('leafy-greens', 'Leafy greens', 'Madahong gulay', 'Utanon nga dahon'),
      family('root-crops', 'Root crops', 'Lamang-ugat', 'Lagutmon'),
      family('gourds-and-squash', 'Gourds and squash', 'Kalabasa at upo', 'Kalabasa ug tabayag'),
      family('beans-and-pods', 'Beans and pods', 'Sitaw, bataw at okra', 'Batong, bataw ug okra'),
      family(
        'tomatoes-and-eggplants',
        'Tomatoes and eggplants',
        'Kamatis at talong',
        'Kamatis ug talong',
      ),
    ],
  },
  {
    slug: 'fruits',
    name: 'Fruits',
    name_tl: 'Prutas',
    name_ceb: 'Prutas',
    families: [
      family('mangoes-and-bananas', 'Mangoes and bananas', 'Mangga at saging', 'Mangga ug saging'),
      family(
        'citrus',
        'Citrus (calamansi, dalandan, pomelo)',
        'Kalamansi, dalandan at suha',
        'Lemonsito, dalandan ug buongon',
      ),
      family('seasonal-fruits', 'Seasonal fruits', 'Prutas na pana-panahon', 'Prutas sa panahon'),
      family('coconut', 'Coconut', 'Niyog at buko', 'Lubi ug butong'),
    ],
  },
  {
    slug: 'fish-and-seafood',
    name: 'Fish and seafood',
    name_tl: 'Isda at lamang-dagat',
    name_ceb: 'Isda ug seafood',
    families: [
      family('fresh-fish', 'Fresh fish', 'Sariwang isda', 'Lab-as nga isda'),
      family('dried-fish', 'Dried fish', 'Tuyo at daing', 'Buwad ug daing'),
      family('shellfish', 'Shellfish', 'Tahong, talaba at kabibe', 'Kinhason'),
      family('shrimp-and-crab', 'Shrimp and crab', 'Hipon at alimango', 'Pasayan ug alimango'),
      family('squid', 'Squid', 'Pusit', 'Nukos'),
    ],
  },
  {
    slug: 'meat-and-poultry',
    name: 'Meat and poultry',
    name_tl: 'Karne at manok',
    name_ceb: 'Karne ug manok',
    families: [
      family('pork', 'Pork', 'Baboy', 'Baboy'),
      family('beef', 'Beef', 'Baka', 'Baka'),
      family('chicken', 'Chicken', 'Manok', 'Manok'),
      family('cured-meat', 'Longganisa and tocino', 'Longganisa at tocino', 'Longganisa ug tocino'),
    ],
  },
  {
    slug: 'dry-goods-and-pulses',
    name: 'Dry goods and pulses',
    name_tl: 'Tuyong paninda at munggo',
    name_ceb: 'Uga nga baligya ug balatong',
    families: [
      family(
        'mung-beans-and-legumes',
        'Mung beans and legumes',
        'Munggo at iba pang legumbre',
        'Balatong ug uban pang beans',
      ),
      family('noodles-and-pasta', 'Noodles and pasta', 'Pansit at pasta', 'Pansit ug pasta'),
      family('flour-and-sugar', 'Flour and sugar', 'Harina at asukal', 'Harina ug asukar'),
      family('nuts-and-seeds', 'Nuts and seeds', 'Mani at buto', 'Mani ug liso'),
      family('canned-goods', 'Canned goods', 'De-lata', 'De-lata'),
    ],
  },
  {
    slug: 'spices-and-aromatics',
    name: 'Spices and aromatics',
    name_tl: 'Pampalasa at rekado',
    name_ceb: 'Panakot ug rekado',
    families: [
      family('garlic-and-onions', 'Garlic and onions', 'Bawang at sibuyas', 'Ahos ug sibuyas'),
      family('ginger-and-chili', 'Ginger and chili', 'Luya at sili', 'Luy-a ug sili'),
      family(
        'fresh-herbs',
        'Fresh herbs (lemongrass, bay leaf)',
        'Tanglad at dahon ng laurel',
        'Tanglad ug dahon sa laurel',
      ),
      family('dried-spices', 'Dried spices', 'Tuyong pampalasa', 'Uga nga panakot'),
    ],
  },
  {
    slug: 'prepared-food',
    name: 'Prepared food',
    name_tl: 'Lutong pagkain',
    name_ceb: 'Linuto nga pagkaon',
    families: [
      family('kakanin', 'Kakanin', 'Kakanin', 'Kakanin'),
      family('ulam', 'Ulam', 'Ulam', 'Sud-an'),
      family('baked-goods', 'Baked goods', 'Tinapay', 'Pan ug cake'),
      family('snacks-and-merienda', 'Snacks and merienda', 'Merienda', 'Snacks ug meryenda'),
      family('desserts', 'Desserts', 'Panghimagas', 'Panam-is'),
    ],
  },
  {
    slug: 'staples',
    name: 'Staples',
    name_tl: 'Pangunahing bilihin',
    name_ceb: 'Pangunang palaliton',
    families: [
      family('rice', 'Rice', 'Bigas', 'Bugas'),
      family('glutinous-rice', 'Glutinous rice', 'Malagkit', 'Pilit'),
      family('corn', 'Corn and corn grits', 'Mais', 'Mais ug bugas mais'),
      family('salt', 'Salt', 'Asin', 'Asin'),
    ],
  },
];
