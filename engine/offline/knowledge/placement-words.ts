/** Words that steer product placement (product-placement.ts) without naming a product themselves. */

/** Phrases that use a category word without being about that product. */
export const NEUTRAL_PHRASES = [
  // How anything bought arrives, not what it is: a plant-care kit 'delivered to your door' is no takeout.
  'delivered to your door',
  'same day delivery',
  'next day delivery',
  'delivery fee',
  'sugar free',
  'no sugar',
  'low sugar',
  'added sugar',
  'sugar added',
  'zero sugar',
  'less sugar',
  'reduced sugar',
  'sugar content',
  'gluten free',
  'dairy free',
  'fat free',
  'caffeine free',
  'water resistant',
  'water repellent',
  'water proof',
  'battery life',
  'battery powered',
  'battery operated',
  'dishwasher safe',
  'microwave safe',
  'oven safe',
  'vacuum insulated',
  'vacuum sealed',
  'tracking cookie',
  'browser cookie',
  'cookie consent',
  'cookie banner',
  'computer chip',
  'ai chip',
  'family size',
  'value pack',
  'travel size',
  'gift card',
  'free shipping',
  'customer service',
  'money back',
];

/** Prepositions that open a phrase about something else ('for coffee shops'); 'of' does not. */
export const SIDE_PREPOSITIONS = new Set([
  'for',
  'with',
  'without',
  'from',
  'to',
  'in',
  'at',
  'on',
  'by',
  'near',
  'about',
  'like',
  'into',
  'after',
  'before',
  'during',
  'against',
  'than',
  'unlike',
  // What a price is counted by is no product: '$30 per vehicle per month', '£65 per pallet'.
  'per',
]);

/** Heads so general that the product is named after the preposition ('a subscription for coffee'). */
export const GENERIC_HEADS = new Set([
  'subscription',
  'delivery',
  'plan',
  'box',
  'kit',
  'bundle',
  'supply',
  'refill',
  'set',
  'pack',
  'order',
  'service',
  'membership',
  'voucher',
  'coupon',
  'deal',
  'offer',
  'discount',
  // Periods, seats and passes: 'two nights in a hotel', 'tickets to a comedy night', 'sessions with a trainer'.
  'night',
  'day',
  'week',
  'weekend',
  'hour',
  'stay',
  'ticket',
  'seat',
  'session',
  'pass',
  'trip',
  // A professional's time: 'a consultation with a family lawyer'.
  'consultation',
  'appointment',
  // What a part is for names it: 'refill cartridges for a five-blade razor'.
  'cartridge',
]);

/** Nouns that size a product rather than name it: 'eggs, 12 count', 'water 24 pack'. */
export const MEASURE_NOUNS = new Set([
  'oz',
  'fl',
  'lb',
  'lbs',
  'g',
  'kg',
  'ml',
  'l',
  'mg',
  'count',
  'ct',
  'pack',
  'pk',
  'size',
  'brand',
  'gallon',
  'ounce',
  'liter',
  'litre',
  'piece',
  'edition',
  'version',
  'variety',
  'bundle',
  'value',
  'family',
]);

/** Forms, containers and offer words that follow a product without making it a modifier ('yogurt cups', 'streaming service'). */
export const FORM_NOUNS = new Set([
  'tablet',
  'capsule',
  'caplet',
  'softgel',
  'pill',
  'lozenge',
  'cup',
  'powder',
  'liquid',
  'spray',
  'gel',
  'pouch',
  'bag',
  'box',
  'bottle',
  'can',
  'jar',
  'tub',
  'carton',
  'canister',
  'kit',
  'set',
  'refill',
  'subscription',
  'service',
  'plan',
  'membership',
  'delivery',
  'option',
  'product',
  'deal',
  'special',
  'offer',
  'dinner',
  'advice',
  'session',
  'consultation',
  'appointment',
  'program',
  'course',
  'package',
  'pass',
  'blend',
  'flavor',
  'flavour',
  'style',
  'recipe',
  'formula',
  'original',
  'classic',
  'roast',
  'assortment',
  'selection',
  'collection',
  'type',
  'call',
  'callout',
  'visit',
  'night',
  'stay',
  'check',
  'checkup',
  'exam',
  'treatment',
  'cover',
  'repair',
  'installation',
  'downtown',
  'nearby',
  'online',
  'today',
  // Tiers, access and the words a marketer puts after a software or service name.
  'premium',
  'pro',
  'plus',
  'tier',
  'access',
  'platform',
  'solution',
  'tool',
  'policy',
  'replacement',
  'suite',
  'station',
  // What an account or a service holds or does: 'audiobook credit', 'tax return filing', 'investment portfolio'.
  'credit',
  'filing',
  'portfolio',
  // The unit a device is sold as: 'mirrorless camera body', 'gaming PC tower'.
  'body',
  'tower',
  // What a trip, a seat or a table is sold as: 'flight tickets', 'ferry fare', 'spa booking'.
  'ticket',
  'fare',
  'booking',
  'reservation',
  'crossing',
  // A drug's salt is part of its name: 'naproxen sodium', 'cetirizine hydrochloride'.
  'sodium',
  'hydrochloride',
  'hcl',
  // Forms of food and medicine.
  'gummy',
  'platter',
  'chewable',
  'chewables',
  'slice',
  'fillet',
  'patty',
  'strip',
]);

/**
 * What a remedy is sold as. A line naming one with a symptom it treats, and no product, is about the remedy for that
 * symptom ('relief for tension headaches, 24 tablets'); the symptoms are read from the table's own remedy phrases
 * ('headache relief', 'cough syrup', 'dry eye drops') and from SYMPTOMS.
 */
export const REMEDY_WORDS = new Set([
  'relief',
  'remedy',
  'medicine',
  'treatment',
  'tablet',
  'capsule',
  'caplet',
  'softgel',
  'chewable',
  'chewables',
  'lozenge',
  'syrup',
  'drop',
  'drops',
  'cream',
  'ointment',
  'gel',
  'spray',
  'patch',
]);

/** Symptoms marketers name that no remedy phrase of the table names, and the category treating them. */
export const SYMPTOMS = new Map([
  ['indigestion', 'digestive-health'],
  ['bloating', 'digestive-health'],
  ['constipation', 'digestive-health'],
  ['cut', 'first-aid'],
  ['graze', 'first-aid'],
  ['scrape', 'first-aid'],
  ['sneezing', 'allergy-relief'],
  ['itchy eye', 'allergy-relief'],
  ['runny nose', 'cold-flu'],
  ['blocked nose', 'cold-flu'],
  ['congestion', 'cold-flu'],
  ['ache', 'pain-relievers'],
  ['tired eye', 'eye-care'],
  ['insomnia', 'sleep-aids'],
]);

/**
 * What software is sold as, and the words that say a line is about software. A line saying so, naming no product but
 * a task the table's software phrases name ('invoice software', 'social media tool'), is about the software for that
 * task: 'send invoices and chase late payments automatically'.
 */
export const SOFTWARE_FORMS = new Set(['software', 'app', 'tool', 'platform', 'system']);
export const SOFTWARE_SIGNALS = new Set([
  ...SOFTWARE_FORMS,
  'saas',
  'automatically',
  'automated',
  'dashboard',
]);
/** What a software price is counted by, after 'per': 'per user', 'per seat', 'per agent'. */
export const SEAT_NOUNS = new Set(['user', 'seat', 'agent', 'editor', 'employee']);

/**
 * Services done on a good, as the head after it: 'oven cleaning', 'washing machine repair', 'bike hire', 'phone
 * unlocking', and a fee charged for it ('checked bag fee'). What is bought is the service, so the good's category
 * (and its price) is not the product's.
 */
export const SERVICE_NOUNS = new Set([
  'repair',
  'repairs',
  'installation',
  'installations',
  'install',
  'fitting',
  'servicing',
  'maintenance',
  'cleaning',
  'assembly',
  'mounting',
  'removal',
  'disposal',
  'hire',
  'rental',
  'rentals',
  'restoration',
  'engraving',
  'alterations',
  'unlocking',
  'resizing',
  'fixed',
  'repaired',
  'fee',
  'fees',
  'surcharge',
]);
/** Of those, the charges: a fee names no product, whatever it is charged on. */
export const CHARGE_NOUNS = new Set(['fee', 'fees', 'surcharge']);

/** Units of a dose of a medicine or supplement, after a number. */
export const DOSE_UNITS = new Set(['mg', 'mcg', 'iu', 'µg', 'ug']);

/** Piece words that, after a number, count a pack instead of naming a product ('100 tablets'). */
export const PIECE_NOUNS = new Set([
  'tablet',
  'capsule',
  'caplet',
  'softgel',
  'pod',
  'can',
  'bottle',
  'bar',
  'roll',
  'sheet',
  'pack',
  'bag',
  'stick',
  'piece',
  'cartridge',
  'refill',
  'load',
  'gummy',
  'packet',
  'unit',
  'pill',
  'serving',
  // 'pcs', pieces, as a toy or puzzle counts them ('1000 pcs'), read by wink as the plural of 'pc'.
  'pc',
]);

/**
 * Words that say a meal is served rather than a pack bought: 'two mains, rice and sides', 'eat in', 'for collection',
 * '$45 a head'. A grocery word in such a line names part of a dish, not the product.
 */
export const MEAL_WORDS = new Set([
  'main',
  'mains',
  'sides',
  'starter',
  'starters',
  'bottomless',
  'combo',
  'platter',
]);
export const MEAL_PHRASES = [
  ['eat', 'in'],
  ['dine', 'in'],
  ['take', 'away'],
  ['for', 'collection'],
  ['a', 'head'],
  ['per', 'head'],
  ['per', 'person'],
];

/**
 * What a grocery product is when a measure it is served by stands before 'of': 'a pint of lager' is a bar drink, 'two
 * scoops of gelato' a dessert ('a pint of ice cream' is a grocery tub, 'a bottle of wine' a grocery bottle).
 */
export const SERVED_AS = new Map([
  ['beer', { as: 'bar-drinks', measures: new Set(['pint', 'glass', 'flight']) }],
  ['wine', { as: 'bar-drinks', measures: new Set(['glass', 'flight']) }],
  ['spirits', { as: 'bar-drinks', measures: new Set(['glass', 'shot', 'flight']) }],
  ['coffee', { as: 'cafe-drinks', measures: new Set(['cup']) }],
  ['tea', { as: 'cafe-drinks', measures: new Set(['cup']) }],
  ['ice-cream', { as: 'desserts-bakery', measures: new Set(['scoop']) }],
]);

/**
 * Words saying a food is made where it is sold, as a bakery or a cafe says it ('baked in-house', 'fresh from our
 * oven', 'out of the oven', 'made to order'), and a cafe's cup sizes. A grocery named with them is what the counter sells
 * (`PREPARED_AS`): a croissant a bakery treat, an espresso a cafe drink; a loaf stays bread.
 */
export const MADE_WHERE_SOLD = [
  ['in', 'house'],
  ['our', 'oven'],
  ['of', 'the', 'oven'],
  ['our', 'kitchen'],
  ['made', 'to', 'order'],
];
export const CAFE_CUP_SIZES = new Set(['grande', 'venti']);
export const PREPARED_AS = new Map([
  ['bagels-pastries', 'desserts-bakery'],
  ['cookies', 'desserts-bakery'],
  ['coffee', 'cafe-drinks'],
  ['tea', 'cafe-drinks'],
]);

/** Forms put on the skin: pain relief in one is a rub, not a pill ('pain relief gel', 'roll-on'). */
export const SKIN_FORMS = new Set(['gel', 'cream', 'rub', 'balm', 'ointment', 'spray', 'patch', 'roll-on']);
export const APPLIED_AS = new Map([['pain-relievers', 'topical-relief']]);

/** What a good is when it is delivered again every period: razor blades every month are a razor subscription. */
export const SUBSCRIBED_AS = new Map([
  ['razor-cartridges', 'grooming-subscriptions'],
  ['disposable-razors', 'grooming-subscriptions'],
  ['shaving-cream', 'grooming-subscriptions'],
  ['coffee', 'coffee-subscription'],
  ['coffee-pods', 'coffee-subscription'],
  ['video-games', 'gaming-subscriptions'],
]);

/**
 * A subscription described by what it does, as app stores word it ('Stream thousands of movies', 'Learn Spanish in
 * 10 minutes a day'): the uses are read from the subscriptions' own phrases ('movie streaming', 'language learning',
 * 'meet singles'); these say which verbs and objects stand for theirs.
 */
export const USE_VERBS = new Map([
  ['watch', 'stream'],
  ['listen', 'stream'],
  ['speak', 'learn'],
  ['study', 'learn'],
]);
export const USE_OBJECTS = new Map([
  ...['film', 'series', 'show', 'documentary', 'boxset'].map((word) => [word, 'movie'] as const),
  ...['song', 'podcast', 'album', 'playlist'].map((word) => [word, 'music'] as const),
  ...['football', 'soccer', 'basketball', 'baseball', 'cricket', 'rugby', 'f1'].map(
    (word) => [word, 'sport'] as const,
  ),
  ...[
    'spanish',
    'french',
    'german',
    'italian',
    'portuguese',
    'japanese',
    'korean',
    'mandarin',
    'chinese',
    'arabic',
    'greek',
    'dutch',
    'russian',
    'hindi',
  ].map((word) => [word, 'language'] as const),
]);
/** Periods a subscription is billed by, besides those of RECURRING_WORDS and PERIOD_NOUNS: '$12.99/mo', '$69.99/year'. */
export const BILLING_PERIODS = new Set(['mo', 'month', 'week', 'year', 'yr']);

/**
 * What a device's case, cover or screen protector is, named before the device it fits ('Leather folio cover, iPad
 * Air'): the device's accessory, not the device.
 */
export const ACCESSORY_NOUNS = new Set([
  'case',
  'cover',
  'protector',
  'folio',
  'sleeve',
  'holder',
  'mount',
  'grip',
]);
export const ACCESSORY_OF = new Map([
  ['smartphones', 'phone-accessories'],
  ['tablets', 'phone-accessories'],
  ['laptops', 'computer-accessories'],
]);

/** A fare or a tour and a stay sold together are a package. */
export const BUNDLE_PARTS = {
  fares: ['domestic-flights', 'international-flights', 'train-bus', 'tours-attractions'],
  stays: ['hotel-stay'],
  as: 'vacation-packages',
};

/** A vehicle taken on a ferry is carried: the crossing is what is bought ('car plus 2 passengers', 'vehicle up to 5m'). */
export const CARRIED = {
  vehicles: ['vehicles', 'minivans', 'bicycles'],
  by: new Set(['ferry']),
  as: 'train-bus',
};

/** What a vehicle is when it is hired: a car, a van or a minivan rented by the day is car hire. */
export const HIRED_AS = new Map([
  ['vehicles', 'car-rental'],
  ['minivans', 'car-rental'],
]);
export const HIRE_WORDS = new Set(['rent', 'hire', 'rental']);
export const HIRE_PERIODS = new Set(['day', 'week', 'weekend']);
/** Words saying goods are sold to a business that resells or uses them: 'wholesale', a minimum order ('MOQ 500'). */
export const TRADE_SALE_WORDS = new Set(['wholesale', 'moq']);

/**
 * A trip named by its route ('London to Lisbon, return, £89', 'JFK–LAX nonstop'): the words such a line may hold
 * besides its places and its price, and the words that make it a train, coach, bus or ferry rather than a flight.
 */
export const FARE_WORDS = new Set([
  'return',
  'single',
  'one',
  'way',
  'each',
  'nonstop',
  'non',
  'stop',
  'direct',
  'fare',
  'economy',
  'premium',
  'business',
  'first',
  'class',
  'basic',
  'seat',
  'bag',
  'hold',
  'hand',
  'luggage',
  'baggage',
  'carry',
  'round',
  'trip',
  'price',
  'drop',
  'deal',
  'sale',
  'weekend',
  'today',
  'tonight',
  'tomorrow',
  'depart',
  'departure',
  'am',
  'pm',
  'fly',
  'book',
  'foot',
  'passenger',
  'adult',
  'person',
  'pp',
  'day',
  'off',
  'peak',
  'express',
  'include',
  'included',
  'kg',
  'now',
  'only',
  'h',
  'hr',
  'min',
  'journey',
  'ticket',
  'by',
]);
export const GROUND_FARE_WORDS = new Set(['train', 'rail', 'coach', 'bus', 'ferry']);
export const LONG_HAUL_WORDS = new Set([
  'transatlantic',
  'transpacific',
  'international',
  'intercontinental',
  'overseas',
]);

/** Words that say an offer comes again every period: 'monthly', 'every two weeks', '$9 a month', a membership. */
export const RECURRING_WORDS = new Set(['monthly', 'weekly', 'fortnightly', 'membership']);
export const PERIOD_NOUNS = new Set(['month', 'week', 'fortnight']);
export const BEFORE_PERIOD = new Set(['a', 'per', 'every', 'each', '/']);

/**
 * Who an offer is made for, and the groups that sell to them: 'chicken bites for cats' is no chicken, 'hamster
 * bedding' no bed linen, 'a combi oven for restaurant kitchens' no home appliance. Said after 'for' ('for cats', 'for
 * your baby', 'for coffee shops', 'for business parcels'), or right before the product for words that name nothing
 * else there ('baby carrots' are carrots and 'hot dog buns' bread, so 'baby', 'cat' and 'dog' count only after 'for').
 * Pets and babies are bought for by households, so only goods of other groups are refused for them; a business buys
 * from B2B suppliers, software makers and banks, so goods and local services are refused for it (a student card 'for
 * shops and restaurants' is used there, not bought by them).
 */
const PETS: string[] = ['pets'];
export const BABIES: string[] = ['toys-baby', 'personal-care', 'otc-health', 'apparel'];
export const BUSINESS_BUYERS: string[] = ['b2b', 'software-saas', 'financial'];
export const MADE_FOR = new Map([
  ['pet', PETS],
  ['dog', PETS],
  ['cat', PETS],
  ['puppy', PETS],
  ['kitten', PETS],
  ['hamster', PETS],
  ['rabbit', PETS],
  ['budgie', PETS],
  ['parrot', PETS],
  ['baby', BABIES],
  ['infant', BABIES],
  ['newborn', BABIES],
  ['toddler', BABIES],
  ['business', BUSINESS_BUYERS],
  ['restaurant', BUSINESS_BUYERS],
  ['cafe', BUSINESS_BUYERS],
  ['shop', BUSINESS_BUYERS],
  ['company', BUSINESS_BUYERS],
  ['retailer', BUSINESS_BUYERS],
]);
export const MADE_FOR_ONLY_AFTER_FOR = new Set([
  'baby',
  'cat',
  'dog',
  ...[...MADE_FOR].flatMap(([word, groups]) => (groups === BUSINESS_BUYERS ? [word] : [])),
]);

/** Words after a noun that list it as part of the offer: 'flights included', 'breakfast incl.'. */
export const INCLUDED_WORDS = new Set(['include', 'included', 'incl', 'inc', 'inclusive']);

export const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who', 'whose']);

/**
 * Words that name the same thing as a listed word: British and American names, and words a marketer uses for the
 * table's own ('a whole life policy' is life insurance). A token matches a listed word as itself or as its synonym.
 */
export const SYNONYMS = new Map([
  ['policy', 'insurance'],
  ['assurance', 'insurance'],
  ['nappy', 'diaper'],
  ['nappies', 'diapers'],
  ['pushchair', 'stroller'],
  ['pram', 'stroller'],
  ['dummy', 'pacifier'],
  ['jumper', 'sweater'],
  ['trousers', 'pants'],
  ['trainers', 'sneakers'],
  ['settee', 'sofa'],
  ['couch', 'sofa'],
  ['holiday', 'vacation'],
  ['holidays', 'vacation'],
  ['takeaway', 'takeout'],
  ['crisps', 'chips'],
  ['biscuits', 'cookies'],
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['petrol', 'gasoline'],
  ['hoover', 'vacuum'],
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['colour', 'color'],
  ['pyjamas', 'pajamas'],
  ['jewellery', 'jewelry'],
  ['aluminium', 'aluminum'],
  ['sanitiser', 'sanitizer'],
  ['moisturiser', 'moisturizer'],
  ['ebike', 'e-bike'],
  ['dentist', 'dental'],
  ['dentists', 'dental'],
  ['vet', 'veterinary'],
  ['physio', 'physiotherapy'],
  ['tinned', 'canned'],
  ['rail', 'train'],
  ['plaster', 'bandage'],
  ['plasters', 'bandages'],
  ['leggings', 'pants'],
  ['film', 'movie'],
  ['films', 'movies'],
  ['cot', 'crib'],
  ['cots', 'cribs'],
  ['lolly', 'popsicle'],
  ['lollies', 'popsicles'],
  ['motorbike', 'motorcycle'],
  ['windscreen', 'windshield'],
  ['creche', 'daycare'],
  ['childminder', 'daycare'],
  ['removals', 'movers'],
  ['waistcoat', 'vest'],
  ['babygrow', 'onesie'],
  ['cooker', 'stove'],
  ['hob', 'cooktop'],
  ['rapeseed', 'canola'],
  ['barrister', 'lawyer'],
  ['torch', 'flashlight'],
  ['tuition', 'tutoring'],
]);

/**
 * The kind a product noun belongs to, matched only as the last word of a longer listed phrase: 'toddler leggings'
 * and 'gym shorts' are 'toddler clothes' and 'gym clothes', while 'leggings' alone stays trousers.
 */
export const KIND_OF = new Map(
  [
    'shirt',
    'tee',
    'top',
    'blouse',
    'leggings',
    'legging',
    'trousers',
    'pants',
    'jeans',
    'shorts',
    'dress',
    'skirt',
    'jacket',
    'coat',
    'hoodie',
    'sweatshirt',
    'jumper',
    'sweater',
    'cardigan',
    'tights',
    'joggers',
    'romper',
    'dungarees',
    'pyjamas',
    'pajamas',
  ].map((garment) => [garment, 'clothes']),
);
