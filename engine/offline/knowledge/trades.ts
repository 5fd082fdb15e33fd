/**
 * Businesses a concept can be made for ('invoicing software for coffee shops', 'for dental practices'), each with the
 * words a twin's occupation or workplace holds when it is that business (a café's owner, a barista; a dentist).
 */
export const TRADES: Array<{ names: string[]; workers: string[] }> = [
  {
    names: ['coffee shop', 'coffee house', 'café', 'cafe', 'coffee bar'],
    workers: ['café', 'cafe', 'coffee', 'barista'],
  },
  {
    names: ['restaurant', 'diner', 'bistro', 'eatery', 'caterer'],
    workers: ['restaurant', 'chef', 'cook', 'waiter', 'waitress', 'catering', 'kitchen'],
  },
  { names: ['bar', 'pub', 'brewery'], workers: ['bar', 'pub', 'bartender', 'brewery'] },
  {
    names: ['hair salon', 'salon', 'barbershop', 'barber'],
    workers: ['salon', 'hairdresser', 'barber', 'beautician', 'stylist'],
  },
  { names: ['dental practice', 'dental clinic', 'dentist', 'dental office'], workers: ['dentist', 'dental'] },
  {
    names: ['medical practice', 'clinic', 'doctor', 'gp surgery', 'physician', 'hospital'],
    workers: ['doctor', 'physician', 'nurse', 'clinic', 'hospital', 'medical'],
  },
  {
    names: ['law firm', 'lawyer', 'solicitor', 'attorney'],
    workers: ['lawyer', 'solicitor', 'attorney', 'legal', 'paralegal'],
  },
  {
    names: ['accountant', 'accounting firm', 'bookkeeper'],
    workers: ['accountant', 'bookkeeper', 'accounting', 'auditor'],
  },
  {
    names: ['shop', 'store', 'retailer', 'boutique', 'shopkeeper'],
    workers: ['shop', 'store', 'retail', 'cashier', 'shopkeeper', 'merchandiser'],
  },
  {
    names: ['builder', 'contractor', 'construction firm', 'tradesperson', 'plumber', 'electrician'],
    workers: ['builder', 'construction', 'contractor', 'electrician', 'plumber', 'carpenter'],
  },
  { names: ['farm', 'farmer', 'grower'], workers: ['farmer', 'farm', 'agricultural', 'grower'] },
  { names: ['school', 'teacher', 'tutor'], workers: ['teacher', 'school', 'lecturer', 'tutor'] },
  { names: ['hotel', 'guesthouse', 'b&b'], workers: ['hotel', 'hospitality', 'guesthouse'] },
  {
    names: ['gym', 'fitness studio', 'personal trainer'],
    workers: ['gym', 'fitness', 'trainer', 'instructor'],
  },
  {
    names: ['estate agent', 'realtor', 'real estate agency'],
    workers: ['estate agent', 'realtor', 'property', 'letting'],
  },
  { names: ['pharmacy', 'pharmacist'], workers: ['pharmacy', 'pharmacist'] },
  { names: ['garage', 'mechanic', 'car repair shop'], workers: ['mechanic', 'garage', 'technician'] },
  // Trades named by the people who work in them ('a chainsaw for professional tree surgeons', 'for truckers').
  {
    names: [
      'truck driver',
      'trucker',
      'lorry driver',
      'haulier',
      'fleet',
      'delivery driver',
      'courier',
      'taxi driver',
      'bus driver',
    ],
    workers: ['driver', 'courier', 'haulage', 'logistics', 'trucker'],
  },
  {
    names: ['nurse', 'carer', 'care worker', 'care home', 'paramedic'],
    workers: ['nurse', 'care', 'carer', 'paramedic', 'healthcare'],
  },
  {
    names: ['vet', 'veterinarian', 'veterinary practice', 'veterinary clinic'],
    workers: ['vet', 'veterinary', 'veterinarian'],
  },
  {
    names: ['professional gardener', 'landscaper', 'tree surgeon', 'arborist', 'groundskeeper'],
    workers: ['tree surgeon', 'arborist', 'landscaper', 'landscaping', 'gardener', 'grounds'],
  },
  {
    names: [
      'carpenter',
      'joiner',
      'bricklayer',
      'roofer',
      'tiler',
      'welder',
      'stonemason',
      'painter and decorator',
      'decorator',
    ],
    workers: [
      'carpenter',
      'joiner',
      'bricklayer',
      'roofer',
      'tiler',
      'welder',
      'stonemason',
      'decorator',
      'construction',
    ],
  },
  {
    names: ['chef', 'professional cook', 'butcher'],
    workers: ['chef', 'cook', 'baker', 'butcher', 'kitchen'],
  },
  { names: ['cleaner', 'cleaning company', 'housekeeper'], workers: ['cleaner', 'cleaning', 'housekeeper'] },
  {
    names: ['developer', 'programmer', 'software engineer', 'engineering team', 'dev team'],
    workers: ['developer', 'software', 'programmer'],
  },
  { names: ['designer', 'graphic designer', 'design agency'], workers: ['designer', 'design'] },
  { names: ['architect', 'architecture firm'], workers: ['architect'] },
  { names: ['journalist', 'writer', 'newsroom'], workers: ['journalist', 'writer', 'editor'] },
  {
    names: ['therapist', 'psychologist', 'counsellor', 'counselor', 'physiotherapist'],
    workers: ['therapist', 'psychologist', 'counsellor', 'counselor', 'physiotherapist'],
  },
  {
    names: ['recruiter', 'recruitment agency', 'hr team', 'hr manager'],
    workers: ['recruitment', 'recruiter', 'hr', 'human resources'],
  },
  {
    names: ['police officer', 'firefighter', 'first responder'],
    workers: ['police', 'firefighter', 'paramedic'],
  },
  { names: ['beautician', 'nail technician', 'beauty salon'], workers: ['beautician', 'beauty', 'nail'] },
  { names: ['fisher', 'fisherman', 'fishing fleet'], workers: ['fisher', 'fishing'] },
  { names: ['beekeeper'], workers: ['beekeeper'] },
];
