/**
 * Word lists the offline model reads concepts and personas with. Entries are lower-case words or
 * space-separated phrases; each word matches a token's normal form or its lemma, so 'families'
 * matches 'family' and 'sourced' matches 'source'.
 */

/** In tie-break order: concrete categories before the generic software one. */
export const CATEGORIES = [
  'b2b-software',
  'b2b-service',
  'tech-gadget',
  'food-drink',
  'beauty-care',
  'finance',
  'travel',
  'home-garden',
  'fitness-health',
  'fashion-luxury',
  'kids-family',
  'pets',
  'education',
  'mobility',
  'consumer-software',
  'general',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  'b2b-software': 'business software',
  'b2b-service': 'business service',
  'consumer-software': 'app',
  'tech-gadget': 'gadget',
  'food-drink': 'food and drink product',
  'beauty-care': 'beauty product',
  finance: 'financial product',
  travel: 'travel offer',
  'home-garden': 'home product',
  'fitness-health': 'health and fitness product',
  'fashion-luxury': 'luxury item',
  'kids-family': 'family product',
  pets: 'pet product',
  education: 'learning product',
  mobility: 'mobility product',
  general: 'product',
};

export const CATEGORY_WORDS: Record<Exclude<Category, 'general'>, string[]> = {
  'b2b-software': ['saas', 'crm', 'erp', 'b2b', 'dashboard', 'workflow', 'team', 'enterprise', 'seat', 'invoice', 'invoicing', 'payroll', 'analytics', 'integration', 'api', 'onboarding', 'pipeline', 'compliance', 'per user'],
  'b2b-service': ['consulting', 'consultancy', 'agency', 'outsourcing', 'logistics', 'procurement', 'recruitment', 'staffing', 'managed service', 'small business', 'smes', 'client', 'b2b'],
  'consumer-software': ['app', 'platform', 'online', 'website', 'software', 'digital', 'streaming', 'notification'],
  'tech-gadget': ['gadget', 'device', 'smart', 'wearable', 'headphone', 'earbud', 'speaker', 'camera', 'drone', 'sensor', 'battery', 'bluetooth', 'wireless', 'charger', 'smartwatch', 'robot', 'screen', 'coffee maker', 'machine'],
  'food-drink': ['food', 'snack', 'meal', 'drink', 'beverage', 'coffee', 'tea', 'beer', 'wine', 'juice', 'recipe', 'organic', 'vegan', 'plant-based', 'protein bar', 'chocolate', 'restaurant', 'bakery', 'flavour', 'flavor', 'delivery', 'bean', 'kitchen', 'breakfast'],
  'beauty-care': ['skincare', 'skin', 'cosmetic', 'makeup', 'serum', 'cream', 'shampoo', 'fragrance', 'perfume', 'moisturiser', 'moisturizer', 'beauty', 'hair', 'grooming'],
  finance: ['bank', 'banking', 'loan', 'mortgage', 'invest', 'investment', 'saving', 'pension', 'insurance', 'credit', 'card', 'budget', 'fintech', 'crypto', 'interest rate', 'portfolio'],
  travel: ['travel', 'trip', 'holiday', 'vacation', 'hotel', 'flight', 'tour', 'cruise', 'destination', 'booking', 'resort', 'getaway'],
  'home-garden': ['home', 'garden', 'plant', 'furniture', 'sofa', 'kitchen', 'cleaning', 'appliance', 'decor', 'lamp', 'mattress', 'houseplant', 'vacuum', 'diy'],
  'fitness-health': ['fitness', 'workout', 'gym', 'exercise', 'health', 'wellness', 'sleep', 'nutrition', 'supplement', 'vitamin', 'yoga', 'running', 'meditation', 'training', 'diet', 'step'],
  'fashion-luxury': ['luxury', 'designer', 'handbag', 'bag', 'watch', 'jewellery', 'jewelry', 'fashion', 'leather', 'couture', 'premium', 'exclusive', 'limited edition', 'dress', 'sneaker', 'shoe', 'clothing', 'silk', 'cashmere'],
  'kids-family': ['kid', 'child', 'children', 'baby', 'toddler', 'parent', 'toy', 'family', 'school', 'nappy', 'diaper', 'stroller'],
  pets: ['pet', 'dog', 'cat', 'puppy', 'kitten', 'vet', 'leash', 'litter'],
  education: ['course', 'learn', 'learning', 'lesson', 'tutor', 'tutoring', 'class', 'language', 'skill', 'certificate', 'exam', 'study'],
  mobility: ['car', 'bike', 'bicycle', 'e-bike', 'scooter', 'electric vehicle', 'ev', 'ride', 'commute', 'parking', 'charging'],
};

/** Claims a concept makes; each moves personas with matching values or traits. */
export const CLAIM_KINDS = [
  'sustainability',
  'health',
  'convenience',
  'status',
  'tradition',
  'novelty',
  'social',
  'ethics',
  'family',
  'value',
  'reliability',
  'data-risk',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_WORDS: Record<ClaimKind, string[]> = {
  sustainability: ['sustainable', 'sustainably', 'eco', 'eco-friendly', 'green', 'recycled', 'recyclable', 'compostable', 'biodegradable', 'carbon', 'carbon neutral', 'zero waste', 'renewable', 'refill', 'refillable', 'plastic-free', 'plastic free', 'upcycled', 'environment', 'environmentally', 'solar', 'energy saving'],
  health: ['healthy', 'health', 'nutritious', 'natural', 'organic', 'sugar-free', 'sugar free', 'low sugar', 'vitamin', 'protein', 'wellbeing', 'well-being', 'immune', 'fresh', 'clean ingredients', 'gluten-free', 'fitness'],
  convenience: ['convenient', 'easy', 'effortless', 'automatic', 'automatically', 'quick', 'fast', 'minutes', 'one-click', 'save time', 'time-saving', 'hassle-free', 'delivered', 'delivery', 'on demand', 'simple', 'reminder'],
  status: ['luxury', 'premium', 'exclusive', 'prestige', 'prestigious', 'designer', 'handcrafted', 'limited edition', 'elegant', 'iconic', 'high-end', 'finest', 'bespoke', 'vip'],
  tradition: ['traditional', 'heritage', 'authentic', 'classic', 'time-honoured', 'time-honored', 'artisan', 'handmade', 'family recipe', 'since', 'local', 'original', 'craft'],
  novelty: ['new', 'innovative', 'first', 'smart', 'ai', 'artificial intelligence', 'revolutionary', 'cutting-edge', 'futuristic', 'breakthrough', 'app-controlled', 'sensor', 'next-generation', 'personalised', 'personalized'],
  social: ['community', 'share', 'sharing', 'friends', 'social', 'together', 'group', 'challenge', 'leaderboard', 'events', 'club', 'members'],
  ethics: ['fair trade', 'fairtrade', 'ethical', 'ethically', 'cruelty-free', 'cruelty free', 'vegan', 'charity', 'donate', 'donates', 'locally sourced', 'ethically sourced', 'living wage', 'b corp'],
  family: ['family', 'families', 'kids', 'children', 'parents', 'child-safe', 'kid-friendly', 'grandparents'],
  value: ['affordable', 'cheap', 'budget', 'save money', 'savings', 'discount', 'value', 'free', 'free trial', 'no fees', 'low cost', 'deal', 'cancel anytime'],
  reliability: ['warranty', 'guarantee', 'guaranteed', 'reliable', 'durable', 'certified', 'tested', 'safe', 'secure', 'proven', 'money-back', 'insured', 'trusted', 'clinically'],
  'data-risk': ['tracking', 'track', 'camera', 'microphone', 'location', 'data', 'ai', 'cloud', 'monitor', 'monitoring', 'biometric'],
};

export const AUDIENCE_KINDS = ['families', 'professionals', 'seniors', 'students', 'businesses', 'young-adults', 'pet-owners'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const AUDIENCE_WORDS: Record<AudienceKind, string[]> = {
  families: ['for families', 'for parents', 'busy parents', 'new parents', 'for kids', 'for children', 'family'],
  professionals: ['for professionals', 'busy professionals', 'working professionals', 'commuters', 'remote workers', 'freelancers', 'office workers'],
  seniors: ['seniors', 'retirees', 'older adults', 'elderly', 'pensioners', 'over 60s', 'over 65s'],
  students: ['students', 'for students', 'university', 'college'],
  businesses: ['businesses', 'small business', 'companies', 'teams', 'enterprises', 'smes', 'startups', 'managers', 'consultants'],
  'young-adults': ['young people', 'millennials', 'gen z', 'young adults', 'twenty-somethings'],
  'pet-owners': ['pet owners', 'dog owners', 'cat owners'],
};

/** Words that introduce a list of features ('includes a, b and c'). */
export const FEATURE_CUES = ['include', 'includes', 'including', 'feature', 'features', 'with', 'offers', 'offer', 'comes with', 'has', 'provides', 'provide', 'contains', 'plus', 'you get', 'get', 'receive', 'delivers'];

/** Words right before a product's name ('called PlantPal'). */
export const NAME_CUES = ['called', 'named', 'introducing', 'meet', 'presenting'];

/** Words that introduce a benefit ('helps you save time'). */
export const BENEFIT_CUES = ['help', 'helps', 'so you can', 'lets you', 'let you', 'allows', 'saves', 'save', 'reduces', 'reduce', 'improves', 'improve', 'keeps', 'keep', 'makes', 'never', 'without'];

/** Values a persona holds, read from values_and_beliefs, personality_traits and biography. */
export const PERSONA_VALUES = ['sustainability', 'health', 'convenience', 'status', 'tradition', 'family', 'frugality', 'novelty', 'community', 'ethics', 'security'] as const;
export type PersonaValue = (typeof PERSONA_VALUES)[number];

export const PERSONA_VALUE_WORDS: Record<PersonaValue, string[]> = {
  sustainability: ['environment', 'environmental', 'sustainability', 'sustainable', 'climate', 'planet', 'eco', 'green', 'nature', 'recycling', 'waste', 'carbon'],
  health: ['health', 'healthy', 'fitness', 'wellbeing', 'well-being', 'exercise', 'nutrition', 'active lifestyle', 'wellness'],
  convenience: ['convenience', 'efficiency', 'efficient', 'busy', 'saving time', 'short on time', 'practical', 'pragmatic', 'simplicity'],
  status: ['status', 'success', 'prestige', 'luxury', 'ambition', 'ambitious', 'achievement', 'image', 'quality', 'style'],
  tradition: ['tradition', 'traditional', 'religion', 'religious', 'faith', 'church', 'heritage', 'custom', 'conservative', 'catholic'],
  family: ['family', 'children', 'kids', 'parenthood', 'grandchildren'],
  frugality: ['frugal', 'frugality', 'saving', 'thrift', 'thrifty', 'budget', 'value for money', 'financial security', 'debt', 'careful with money', 'money'],
  novelty: ['innovation', 'technology', 'curiosity', 'curious', 'new experiences', 'adventure', 'creativity', 'creative', 'progress', 'early adopter'],
  community: ['community', 'friends', 'social', 'belonging', 'neighbourhood', 'neighborhood', 'volunteering', 'togetherness'],
  ethics: ['fairness', 'justice', 'equality', 'ethical', 'ethics', 'honesty', 'integrity', 'animal welfare', 'human rights', 'compassion'],
  security: ['security', 'stability', 'safety', 'safe', 'caution', 'cautious', 'risk', 'reliability', 'order'],
};

export const OCCUPATION_ROLES = ['business', 'tech', 'sales', 'health-care', 'education', 'trade', 'creative', 'service'] as const;
export type OccupationRole = (typeof OCCUPATION_ROLES)[number];

export const OCCUPATION_ROLE_WORDS: Record<OccupationRole, string[]> = {
  business: ['manager', 'consultant', 'director', 'executive', 'ceo', 'cfo', 'cto', 'owner', 'founder', 'entrepreneur', 'analyst', 'accountant', 'procurement', 'business', 'head of', 'lead', 'administrator', 'officer', 'partner'],
  tech: ['developer', 'engineer', 'software', 'programmer', 'data', 'it', 'technician', 'devops', 'designer', 'architect', 'system'],
  sales: ['sales', 'marketing', 'account', 'business development', 'retail', 'merchandiser', 'broker', 'agent'],
  'health-care': ['nurse', 'doctor', 'physician', 'pharmacist', 'therapist', 'carer', 'caregiver', 'dentist', 'paramedic'],
  education: ['teacher', 'lecturer', 'professor', 'tutor', 'researcher', 'librarian'],
  trade: ['electrician', 'plumber', 'builder', 'mechanic', 'carpenter', 'driver', 'operator', 'farmer', 'labourer', 'laborer', 'welder', 'construction'],
  creative: ['artist', 'writer', 'photographer', 'musician', 'journalist', 'editor', 'illustrator'],
  service: ['waiter', 'waitress', 'chef', 'cook', 'cashier', 'cleaner', 'receptionist', 'barista', 'hairdresser', 'shop assistant', 'clerk'],
};

export const CHILDREN_WORDS = ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'baby', 'toddler', 'teenager'];
export const PET_WORDS = ['dog', 'cat', 'pet', 'puppy', 'kitten'];

/** Follow-up intents and the words that signal them, in priority order. */
export const FOLLOW_UP_INTENT_WORDS: Array<[intent: 'price' | 'purchase' | 'change' | 'dislikes' | 'likes' | 'usage' | 'about-me', words: string[]]> = [
  ['price', ['price', 'cost', 'expensive', 'cheap', 'afford', 'pay', 'worth', 'budget', 'money', 'fee', 'subscription']],
  ['purchase', ['buy', 'purchase', 'order', 'sign up', 'subscribe', 'get one', 'would you get', 'try it']],
  ['change', ['change', 'improve', 'different', 'better', 'add', 'missing', 'convince', 'make you']],
  ['dislikes', ['dislike', 'concern', 'worry', 'worried', 'downside', 'problem', 'hate', 'put you off', 'negative', 'wrong', "don't like"]],
  ['likes', ['like', 'love', 'appeal', 'favourite', 'favorite', 'best', 'enjoy', 'excite', 'positive']],
  ['usage', ['use', 'how often', 'when would', 'where would', 'routine', 'daily', 'fit into']],
  ['about-me', ['about you', 'yourself', 'your life', 'who are you', 'your job', 'your family', 'your day', 'your work']],
];
