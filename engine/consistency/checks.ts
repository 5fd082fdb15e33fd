// The behavioural consistency suite: directions any marketer would accept, measured on a panel of twins.
// Each check states its threshold (consistency-check.ts, THRESHOLDS); none is set from what an engine does today.
import { checksFor, THRESHOLDS, type ConsistencyCheck } from './consistency-check';
import {
  agedBetween,
  asEmployed,
  asRetiree,
  asStudent,
  combined,
  inWork,
  withAge,
  withDog,
  withGender,
  withHabit,
  withIncome,
  withRole,
  withYoungChildren,
} from './persona-edits';

const { doubledPrice, steepPrice } = THRESHOLDS;
const workingAge = agedBetween(25, 60);
const youngAdults = agedBetween(18, 35);
const parentingAge = agedBetween(25, 45);
const lateCareer = agedBetween(50, 70);
const parents = { panel: parentingAge, edit: withYoungChildren(true) };
const smallBusinessOwners = { panel: workingAge, edit: withRole('Small business owner', 'employed') };
const salesManagers = { panel: workingAge, edit: withRole('Sales manager', 'employed') };
const working = { panel: inWork };

export const CONSISTENCY_CHECKS: ConsistencyCheck[] = [
  ...checksFor('groceries', (c) => {
    c.pricier('A dozen large free-range eggs for {price}.', '$3', '$12', steepPrice);
    c.absurd('A chocolate peanut protein bar with 20 g of protein, for {price}.', '$3', '$25');
    c.pricier('A 12 oz bag of medium-roast ground coffee for {price}.', '$9', '$18', doubledPrice);
    c.cheaper('A 500 g pack of Italian spaghetti for {price}.', '€1.60', '€0.80');
    c.absurd('A six-pack of sparkling mineral water for {price}.', '$6', '$1,200');
    c.negation(
      'A breakfast cereal for children that contains no added sugar, $4.50 a box.',
      'A breakfast cereal for children that contains added sugar, $4.50 a box.',
      0.2,
    );
    c.quality(
      'A loaf of fresh sourdough bread, baked this morning, for $5.',
      'A loaf of sourdough bread that is stale and going mouldy, for $5.',
    );
    c.indifferent(
      'A keto bar: a low-carb almond butter snack bar, box of 12 for $24.',
      withHabit('bar', 12),
      withHabit('bar', 0),
    );
    // Issue 38: berries are not priced like bananas.
    c.pricier('A 6 oz pack of fresh raspberries for {price}.', '$4.74', '$19', steepPrice);
    c.paraphrase('A 6 oz pack of fresh raspberries for $4.74.', 'Fresh raspberries, 6 oz pack, $4.74.');
  }),

  ...checksFor('household', (c) => {
    c.absurd('An 8-pack of AA alkaline batteries for {price}.', '$9', '$40');
    c.pricier('A 12-roll pack of soft toilet paper for {price}.', '$9', '$27', steepPrice);
    c.cheaper('A 64 oz bottle of laundry detergent, 48 loads, for {price}.', '$12', '$6');
    c.quality(
      'Heavy-duty kitchen bin bags, 50 pack for $10, that never tear or leak.',
      'Kitchen bin bags, 50 pack for $10, that tear easily and leak.',
    );
    c.indifferent(
      'Takeaway food containers with lids for your kitchen, pack of 50 for $15.',
      withHabit('takeaway', 20),
      withHabit('takeaway', 0),
    );
    c.letterCase('A 3-pack of eco-friendly dish sponges for $4.');
  }),

  ...checksFor('personal care', (c) => {
    c.pricier('A 3.8 oz tube of whitening toothpaste for {price}.', '$4', '$16', steepPrice);
    c.paraphrase('SPF 50 sunscreen for sunny days, 200 ml for $12.', 'SPF 50 sunscreen, 200 ml for $12.');
    c.cheaper('A pack of 5 disposable razors for {price}.', '$8', '$4');
    c.audience(
      'A beard trimmer with 20 length settings for $45.',
      withGender('male'),
      withGender('female'),
      workingAge,
    );
    // Issue 38: a product that names its buyers' sex is for them, whatever its category.
    c.audience(
      "A women's razor with 5 curved blades, $12.",
      withGender('female'),
      withGender('male'),
      workingAge,
    );
    c.negation(
      'A fragrance-free body lotion that is gentle on sensitive skin, $9.',
      'A body lotion that irritates sensitive skin, $9.',
    );
    c.paraphrase(
      'A shampoo for dry hair, 400 ml, priced at $7.',
      'A 400 ml bottle of shampoo made for dry hair: $7.',
    );
  }),

  ...checksFor('OTC health', (c) => {
    c.pricier('A bottle of 100 ibuprofen 200 mg tablets for {price}.', '$8', '$32', steepPrice);
    c.audience('Rechargeable hearing aids, a pair for $1,400.', withAge(72), withAge(27), workingAge);
    c.quality(
      'A digital thermometer, $15, accurate to 0.1 degrees and clinically validated.',
      'A digital thermometer, $15, that often gives wrong readings.',
    );
    c.absurd('A box of 24 allergy relief tablets for {price}.', '$12', '$150');
    c.audience('Reading glasses for presbyopia, 3 pairs for $25.', withAge(64), withAge(22), workingAge);
    c.paraphrase(
      'Vitamin D3 supplements, 90 capsules for $10.',
      'A 90-capsule bottle of vitamin D3 supplements, $10.',
    );
    // Issue 38: age-specific health products follow age.
    c.audience(
      'Glucosamine joint supplement for stiff knees, 90 tablets for $20.',
      withAge(72),
      withAge(23),
      workingAge,
    );
    c.negation(
      "A children's cough syrup for $8, tested and free of contamination.",
      "A children's cough syrup for $8 that was recalled for contamination.",
    );
    c.audience(
      'A medical alert pendant for seniors living alone, $30 a month.',
      withAge(78),
      withAge(28),
      workingAge,
    );
    // Issue 38: a side effect said plainly.
    c.quality(
      'An allergy tablet, 30 count, $12, non-drowsy.',
      'An allergy tablet, 30 count, $12, may cause drowsiness.',
    );
  }),

  ...checksFor('apparel', (c) => {
    c.pricier('A plain white cotton T-shirt for {price}.', '$15', '$60', steepPrice);
    c.negation(
      'A hiking rain jacket that is waterproof, $120.',
      'A hiking rain jacket that is not waterproof, $120.',
    );
    c.quality(
      'A pair of jeans for $60 with strong stitching that lasts for years.',
      'A pair of jeans for $60 whose seams split after a few washes.',
    );
    c.audience(
      'A supportive sports bra for running, $45.',
      withGender('female'),
      withGender('male'),
      workingAge,
    );
    c.polarising(
      'A neon-green sequined jumpsuit with a plunging neckline, for $140.',
      'A pack of 6 pairs of plain black cotton socks for $15.',
    );
    c.cheaper('A pack of 6 pairs of plain black cotton socks for {price}.', '$15', '$7.50');
    // Issue 38: wear that shows.
    c.quality('A wool jumper for £45.', 'A wool jumper for £45 that pills easily after a few washes.');
  }),

  ...checksFor('beauty', (c) => {
    c.pricier('A tube of everyday mascara for {price}.', '$12', '$48', steepPrice);
    c.quality(
      'A long-wear lipstick for $18 that stays on all day without smudging.',
      'A lipstick for $18 that smudges and fades within an hour.',
    );
    c.negation(
      'A face cream for $25 that is dermatologist tested and does not clog pores.',
      'A face cream for $25 that clogs pores and causes breakouts.',
    );
    c.audience('An anti-wrinkle night cream for mature skin, $35.', withAge(58), withAge(21), workingAge);
    c.paraphrase('A vitamin C serum, 30 ml, for $22.', 'For $22: a 30 ml serum with vitamin C.');
  }),

  ...checksFor('electronics', (c) => {
    c.quality(
      'A 14-inch laptop for $900 that is fast and reliable.',
      'A 14-inch laptop for $900 that overheats and crashes.',
    );
    c.paraphrase('Wireless earbuds, great in the evening, for $59.', 'Wireless earbuds for $59.');
    c.paraphrase('A 65-inch 4K TV for $1,200.', 'A 65-inch 4K TV for $1200.');
    c.absurd('A 128 GB smartphone with a good camera for {price}.', '$1,200', '$12,000');
    c.audience('A gaming console with two controllers for $499.', withAge(28), withAge(70), workingAge);
    c.negation(
      'A smartwatch for $199 that is waterproof to 50 metres.',
      'A smartwatch for $199 that is not waterproof.',
    );
    c.pricier('A 2 m USB-C charging cable for {price}.', '$10', '$40', steepPrice);
    c.indifferent(
      'Wireless earbuds, great in the evening, for $59.',
      withHabit('bar', 12),
      withHabit('bar', 0),
    );
    c.letterCase('A portable Bluetooth speaker with 12 hours of battery for $49.');
    c.quality(
      'Wireless earbuds with noise cancelling that last 8 hours per charge, for $79.',
      'Wireless earbuds with noise cancelling that last 2 hours per charge, for $79.',
    );
    c.quality(
      'Wireless earbuds with a stable Bluetooth connection, for $79.',
      'Wireless earbuds that often drop the connection, for $79.',
    );
    // Issue 38: durables with a stated defect.
    c.quality(
      'A 55-inch 4K TV for $499 with a 3-year warranty.',
      'A 55-inch 4K TV for $499 that was recalled for overheating.',
    );
    // Issue 37: trade-offs between offers.
    c.tradeOff(
      'A robot vacuum for $299 with wifi, a 2-year warranty and free delivery.',
      'A robot vacuum for $329 without wifi, with a 1-year warranty and a $15 delivery fee.',
      'an offer cheaper and better on every count beats the one it dominates',
    );
    c.tradeOff(
      'A 12-cup coffee maker for $65 with a built-in grinder.',
      'A 12-cup coffee maker for $60 without a grinder.',
      'a built-in grinder is worth more than $5 more',
    );
    // Issue 38: goods that arrive dead or damaged.
    c.quality(
      'A 12-pack of AA batteries for $6.',
      'A 12-pack of AA batteries for $6, often dead on arrival.',
    );
  }),

  ...checksFor('home', (c) => {
    c.quality(
      'A compact umbrella for $25 that survives 60 mph storms.',
      'A compact umbrella for $25 that breaks in the first strong wind.',
    );
    c.pricier('A three-seat fabric sofa for {price}.', '$1,200', '$4,800', steepPrice);
    c.negation(
      'A cordless vacuum cleaner for $250 with a two-year warranty.',
      'A cordless vacuum cleaner for $250 with no warranty.',
    );
    c.cheaper('A set of 4 cotton bath towels for {price}.', '$40', '$20');
    c.quality(
      'A 4-slice toaster for $45 that toasts evenly every time.',
      'A 4-slice toaster for $45 that burns one side and undercooks the other.',
    );
    c.paraphrase('A memory-foam pillow for $39.', 'A pillow made of memory foam, priced at $39.');
    c.indifferent(
      'A solid oak coffee table for your living room, $350.',
      withHabit('coffee_house', 20),
      withHabit('coffee_house', 0),
    );
    // Issue 38: a durable bought for a family.
    c.audience(
      'A bunk bed for kids, solid pine, $349.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
    // Issue 37: trade-offs between offers.
    c.tradeOff(
      'A front-loading washing machine for $650 with a 5-year warranty.',
      'A front-loading washing machine for $650 with a 1-year warranty.',
      'a longer warranty at the same price wins',
    );
  }),

  ...checksFor('toys and baby', (c) => {
    c.audience(
      'Sensitive baby wipes, a pack of 6 x 72 wipes for $18.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
    c.audience(
      'Size 3 nappies (diapers), a box of 120 for $35.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
    c.quality(
      'A baby car seat for $180 with the top safety rating in crash tests.',
      'A baby car seat for $180 that failed crash tests.',
      parents,
    );
    c.pricier('A 500-piece LEGO-compatible building set for {price}.', '$30', '$120', steepPrice);
    c.paraphrase(
      'A cooperative board game for $35, fun to play with your kids.',
      'A cooperative family board game for $35 that children enjoy playing.',
    );
    c.negation(
      "A children's wooden toy set for $25, painted with non-toxic paint.",
      "A children's wooden toy set for $25, painted with paint that contains lead.",
      THRESHOLDS.quality,
    );
    // Issue 38: toddler products follow children.
    c.audience(
      'A toddler balance bike for ages 2 to 4, $79.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
  }),

  ...checksFor('pets', (c) => {
    c.audience('A 15 kg bag of grain-free dry dog food for $55.', withDog(true), withDog(false), workingAge);
    c.pricier('A 15 kg bag of dry dog food for {price}.', '$50', '$150', steepPrice);
    c.quality(
      'A dog lead for $20 with a clip that never slips.',
      'A dog lead for $20 whose clip snaps open when the dog pulls.',
    );
    c.audience(
      'Pet insurance for your dog covering vet bills up to $5,000 a year, for $25 a month.',
      withDog(true),
      withDog(false),
      workingAge,
    );
    c.paraphrase('A 10 kg bag of clumping cat litter for $12.', 'Clumping cat litter, 10 kg bag, $12.');
    // Issue 38: pet services follow pet owners.
    c.audience('A dog-walking service, $20 a walk.', withDog(true), withDog(false), workingAge);
  }),

  ...checksFor('food service', (c) => {
    c.pricier('A large pepperoni pizza, delivered, for {price}.', '$18', '$72', steepPrice);
    c.quality(
      'A meal-kit delivery: three dinners for two for $60 a week, with fresh ingredients and easy recipes.',
      'A meal-kit delivery: three dinners for two for $60 a week; the ingredients often arrive spoiled.',
    );
    c.paraphrase(
      'Home delivery of restaurant meals with no rush fees, $4.99 per order.',
      'Home delivery of restaurant meals, $4.99 per order, with no extra fee for fast delivery.',
    );
    c.absurd('A takeaway burrito bowl for {price}.', '$12', '$120');
    c.cheaper('A lunch menu at a sit-down restaurant: main course and drink for {price}.', '€16', '€8');
    // Issue 38: service failures in a meal out.
    c.quality(
      'A set dinner for two at a bistro, $60, service charge included.',
      'A set dinner for two at a bistro, $60, with surprise fees and service not included.',
    );
    // Issue 38: a meal that arrives cold is a failure of the service.
    c.quality('A large pizza delivered for $15.', 'A large pizza delivered for $15 that often arrives cold.');
  }),

  ...checksFor('travel', (c) => {
    c.pricier(
      "A week's all-inclusive holiday in Crete for two, for {price}.",
      '€1,800',
      '€7,200',
      steepPrice,
    );
    c.quality(
      'A city-centre hotel room for $150 a night: clean, quiet and with friendly staff.',
      'A city-centre hotel room for $150 a night: dirty, noisy and with rude staff.',
    );
    c.absurd('A one-way economy flight from London to Paris for {price}.', '£80', '£2,000');
    c.negation(
      'A 3-night city break for $600 with free cancellation.',
      'A 3-night city break for $600 with no refunds if you cancel.',
    );
    c.polarising(
      'A three-week solo backpacking trip across rural Mongolia, sleeping in yurts, for $3,500.',
      'A 12-roll pack of soft toilet paper for $9.',
    );
    c.letterCase('A weekend train pass for unlimited regional travel, $49.');
    // Issue 38: stays, rentals and their periods.
    c.pricier('A hotel night: a double room near the station, {price} a night.', '$89', '$356', steepPrice);
    c.paraphrase(
      'Rent a small car at the airport for seven days, $300.',
      'A one-week small car rental at the airport, $300.',
    );
    c.pricier('A compact rental car at the airport, {price}.', '$45 a day', '$45 an hour', steepPrice);
    c.cheaper('Two nights in a seaside bed and breakfast for two, {price}.', '$320', '$160');
    c.quality(
      'A one-week car rental for $300 with all fees and insurance included.',
      'A one-week car rental for $300 with surprise fees at the desk and insurance not included.',
    );
    c.negation(
      'An airport shuttle to your hotel, $25 per person, never late.',
      'An airport shuttle to your hotel, $25 per person, often late or a no-show.',
    );
    // Issue 38: failures said as they are said in reviews, and 'rarely' as a negation.
    c.quality(
      'A hotel room for $120 a night.',
      'A hotel room for $120 a night; bed bugs reported by guests.',
    );
    c.negation(
      'A monthly bus pass for $60; the buses are almost always on time.',
      'A monthly bus pass for $60; the buses are rarely on time.',
    );
    // Issue 38: ages a concept states are its buyers' ages.
    c.audience(
      'An over-50s cruise to the Norwegian fjords, 7 nights, $1,800.',
      withAge(66),
      withAge(27),
      workingAge,
    );
  }),

  ...checksFor('SaaS per seat', (c) => {
    c.absurd('A project-management app for teams, {price} per user per month.', '$12', '$300', working);
    c.pricier(
      'A team chat and video meeting tool, {price} per seat per month.',
      '$8',
      '$32',
      steepPrice,
      working,
    );
    c.quality(
      'A CRM for sales teams at $25 per user per month: fast, reliable and easy to set up.',
      'A CRM for sales teams at $25 per user per month: slow, often down and hard to set up.',
      salesManagers,
    );
    c.audience(
      'A CRM for sales teams at $25 per user per month.',
      withRole('Sales manager', 'employed'),
      asRetiree,
      lateCareer,
    );
    c.paraphrase(
      'An online whiteboard for teams, $10 per user per month.',
      'An online whiteboard for teams at $10 a month for each user.',
    );
    // Issue 38: software as a trade tool, and app pricing said two ways.
    c.audience(
      'Vet-clinic software for appointments and patient records, $149 a month per clinic.',
      withRole('Veterinarian', 'employed'),
      withRole('Bus driver', 'employed'),
      workingAge,
    );
    c.audience(
      'An electronic logging device for truck drivers, $35 a month.',
      withRole('Truck driver', 'employed'),
      withRole('Office administrator', 'employed'),
      workingAge,
    );
    c.quality(
      'A help-desk tool at $20 per agent per month with 99.99% uptime.',
      'A help-desk tool at $20 per agent per month with frequent downtime.',
      working,
    );
    c.pricier('A meal-planning app, {price}.', '$15 a month', '$15 a week', steepPrice);
  }),

  ...checksFor('subscriptions', (c) => {
    c.pricier('A music streaming subscription, {price} a month, cancel anytime.', '$11', '$33', steepPrice);
    c.cheaper('A video streaming subscription with no ads, {price} a month.', '$15', '$7.50');
    c.negation(
      'A meal-prep app subscription for $9.99 a month, cancel anytime.',
      'A meal-prep app subscription for $9.99 a month with a 24-month contract you cannot cancel.',
    );
    c.absurd('A monthly subscription for a daily newspaper app, {price} a month.', '$10', '$250');
    c.audience(
      'A student plan for a music streaming service, 50% off with a valid student ID: $5.99 a month.',
      asStudent,
      asEmployed,
      youngAdults,
    );
    // Issue 38: the same money per period said two ways.
    c.paraphrase('A meal-planning app, $15 a month.', 'A meal-planning app subscription, $15 per month.');
    c.quality(
      'A grocery delivery subscription, $10 a month, deliveries always on time.',
      'A grocery delivery subscription, $10 a month, deliveries often late and items missing.',
    );
    // Issue 38: a subscription that is hard to leave.
    c.quality(
      'A meal-kit subscription, $60 a week, easy to cancel online.',
      'A meal-kit subscription, $60 a week, hard to cancel and auto-renews at full price.',
    );
  }),

  ...checksFor('local services', (c) => {
    c.pricier("A men's haircut at a neighbourhood barber for {price}.", '$25', '$100', steepPrice);
    c.paraphrase(
      'A 10-class pass at a yoga studio for $120. Classes run for 2 hours.',
      'A 10-class pass at a yoga studio for $120. Each class lasts two hours.',
    );
    c.quality(
      'A house-cleaning service, $90 a visit, with vetted, careful cleaners.',
      'A house-cleaning service, $90 a visit, whose cleaners often break things.',
    );
    c.quality(
      'Window cleaning for your house, $180, streak-free or we come back.',
      'Window cleaning for your house, $180, that often leaves streaks on the glass.',
    );
    c.absurd('A one-hour lesson with a driving instructor for {price}.', '$50', '$600');
    c.audience(
      'Home care visits for older people: help with shopping and cleaning, $30 an hour.',
      withAge(80),
      withAge(30),
      workingAge,
    );
    c.atLeastAsGood(
      'A dental practice taking new patients, 5 minutes from your home; check-ups $90.',
      'A dental practice taking new patients, 45 minutes from your home; check-ups $90.',
      'a dentist 5 minutes away is at least as good as one 45 minutes away',
    );
    // Issue 38: trades and clinics a marketer names in their own words.
    c.absurd('A plumber call-out to fix a leaking tap, {price}.', '$150', '$2,400');
    c.pricier(
      'A dental consultation with X-rays at a dentist near you, {price}.',
      '$300',
      '$1,200',
      steepPrice,
    );
    c.quality(
      'A plumber call-out for $150: arrives on time and fixes the leak first visit.',
      'A plumber call-out for $150: often late, and the leak is left unresolved.',
    );
    c.negation(
      'An electrician visit, $90 call-out fee, no hidden fees.',
      'An electrician visit, $90 call-out fee, plus hidden extra charges on the day.',
    );
    c.paraphrase(
      'A two-hour cooking class for two, $120.',
      'A two-hour cooking class, $60 per person, for two people.',
    );
    c.audience(
      'A yoga class pack for women: 10 classes for $120.',
      withGender('female'),
      withGender('male'),
      workingAge,
    );
    c.quality(
      'A walk-in GP clinic, $80 a visit, seen within 15 minutes.',
      'A walk-in GP clinic, $80 a visit, with two-hour queues.',
    );
    // Issue 38: 'seldom' denies what follows it; a cleaner who cancels at short notice.
    c.negation('A courier service, $8 a parcel, seldom late.', 'A courier service, $8 a parcel, often late.');
    c.quality(
      'A home cleaner, $25 an hour.',
      'A home cleaner, $25 an hour, who often cancels at short notice.',
    );
    // Issue 38: a rate by the day is the hourly rate for a working day, not a bill every day of the month.
    c.paraphrase('A babysitter, $18 an hour.', 'A babysitter, $144 a day.');
  }),

  ...checksFor('financial products', (c) => {
    c.audience(
      'A retirement planning service: a financial adviser builds your pension plan for a one-off fee of $300.',
      withAge(62),
      withAge(24),
      workingAge,
    );
    c.negation(
      'A savings account paying 4% interest with no monthly fee.',
      'A savings account paying 4% interest with a $25 monthly fee.',
    );
    c.audience(
      'A student credit card with no annual fee and a $500 limit, for university students.',
      asStudent,
      asEmployed,
      youngAdults,
    );
    c.polarising(
      'A cryptocurrency trading app that lets you bet on coins with 10x leverage.',
      'A current account with a free debit card and no monthly fee.',
    );
    c.pricier('A basic travel insurance policy for one week in Europe, {price}.', '$30', '$120', steepPrice);
    c.paraphrase(
      'A cashback credit card: 2% back on every purchase, no annual fee.',
      'A credit card with no yearly fee that gives you 2% cashback on all purchases.',
    );
    // Issue 38: insurance and finance fit the buyer and their budget.
    c.audience(
      'Car insurance, comprehensive cover for $120 a month.',
      combined(asEmployed, withIncome('High')),
      combined(withRole('Unemployed', 'unemployed'), withIncome('Low')),
      youngAdults,
    );
    c.audience(
      'Over-60s life insurance with guaranteed acceptance, $35 a month.',
      withAge(66),
      withAge(26),
      workingAge,
    );
    c.negation(
      'A home insurance policy, $40 a month, with no excess on claims.',
      'A home insurance policy, $40 a month, with restrictions and extra charges on every claim.',
    );
    c.paraphrase('Pet insurance for your dog, $30 a month.', 'Dog insurance, $30 per month.');
    c.audience(
      'A $50,000 single-premium annuity paying a guaranteed income for life.',
      combined(withAge(66), withIncome('High')),
      combined(withAge(28), withIncome('Low')),
      workingAge,
    );
    c.tradeOff(
      'A savings account paying 4.5% interest with no monthly fee.',
      'A savings account paying 1% interest with no monthly fee.',
      'a savings account paying more interest beats one paying less',
    );
    c.audience(
      'A junior savings account for your child, no fees.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
    // Issue 37: trade-offs between offers.
    c.tradeOff(
      'A checking account with a debit card and no monthly fee.',
      'A checking account with a debit card and a high monthly fee.',
      '"no monthly fee" beats "a high monthly fee"',
    );
    // Issue 38: what an offer costs and gives, read as money.
    c.tradeOff(
      'A savings account paying 4.5% interest, $1,000 minimum deposit.',
      'A savings account paying 2% interest with no minimum deposit.',
      'a minimum deposit is a condition, not money spent: the higher rate still wins',
    );
    c.tradeOff(
      'A credit card with 18% APR and no annual fee.',
      'A credit card with 0% APR for 3 months, then 29.9% APR, and no annual fee.',
      'a lower rate for good beats three months at 0% followed by a far higher rate',
    );
    c.tradeOff(
      'A credit card with 3% cash back on all purchases and a $95 annual fee.',
      'A credit card with 1% cash back on all purchases and no annual fee.',
      'cash back on a year of card spending outweighs an annual fee far smaller than it',
    );
    c.tradeOff(
      'A travel credit card earning 3x points on every purchase, $95 annual fee.',
      'A travel credit card earning 1x points on every purchase, $95 annual fee.',
      'three points a dollar beat one at the same fee',
    );
    c.tradeOff(
      'A personal loan of $10,000 at 7% APR.',
      'A personal loan of $10,000 at 18% APR.',
      'the same loan at a far lower rate is preferred',
    );
  }),

  ...checksFor('B2B', (c) => {
    c.audience(
      'Invoicing software for coffee shops, $29 a month.',
      withRole('Owner of a coffee shop', 'employed'),
      asRetiree,
      lateCareer,
    );
    c.indifferent(
      'Invoicing software for coffee shops, $29 a month.',
      withHabit('coffee_house', 20),
      withHabit('coffee_house', 0),
    );
    c.audience(
      'Appointment and patient-record software for dental practices, $199 a month per practice.',
      withRole('Dentist', 'employed'),
      withRole('Bus driver', 'employed'),
      workingAge,
    );
    c.pricier(
      'Payroll software for small businesses, {price} a month for up to 10 employees.',
      '$49',
      '$196',
      steepPrice,
      smallBusinessOwners,
    );
    c.quality(
      'Accounting software for small businesses, $39 a month, accurate and easy to use.',
      'Accounting software for small businesses, $39 a month, that makes errors in tax reports.',
      smallBusinessOwners,
    );
    c.audience(
      'A point-of-sale system for restaurants: tablet, card reader and software for $79 a month.',
      withRole('Restaurant owner', 'employed'),
      withRole('Retired nurse', 'retired'),
      lateCareer,
    );
  }),

  ...checksFor('venue coupons', (c) => {
    c.atLeastAsGood(
      'A coupon for a free first month at a gym 5 minutes from your home.',
      'A coupon for a free first month at a gym 45 minutes from your home.',
      'a gym 5 minutes away is at least as good as one 45 minutes away',
    );
    c.atLeastAsGood(
      'A coupon for 20% off at a coffee house 5 minutes away, valid for 1 day.',
      'A coupon for 20% off at a coffee house 25 minutes away, valid for 1 day.',
      'a coffee house 5 minutes away is at least as good as one 25 minutes away',
    );
    c.atLeastAsGood(
      'A coupon for a free side dish at a takeaway 15 minutes away, valid for 1 day.',
      'A coupon for a free side dish at a takeaway 15 minutes away, valid for 2 hours.',
      'a coupon valid for a day is at least as good as one valid for 2 hours',
    );
    c.audience(
      'A coupon for 20% off at a coffee house 5 minutes away, valid for 1 day.',
      withHabit('coffee_house', 12),
      withHabit('coffee_house', 0),
      workingAge,
    );
    c.audience(
      'A coupon for a free drink at a bar 5 minutes away, valid for 1 day.',
      withHabit('bar', 8),
      withHabit('bar', 0),
      workingAge,
    );
    c.atLeastAsGood(
      'A coupon for 25% off at a mid-range restaurant 5 minutes away, valid for 1 day.',
      'A coupon for 25% off at a mid-range restaurant 25 minutes away, valid for 1 day.',
      'a restaurant 5 minutes away is at least as good as one 25 minutes away',
    );
    c.atLeastAsGood(
      'A coupon for 30% off your order at a takeaway 5 minutes away, valid for 1 day.',
      'A coupon for 10% off your order at a takeaway 5 minutes away, valid for 1 day.',
      '30% off is at least as good as 10% off at the same place',
    );
  }),

  ...checksFor('automotive', (c) => {
    c.quality(
      'A family SUV for $35,000 with a top safety rating in crash tests.',
      'A family SUV for $35,000 that failed crash tests.',
      { panel: workingAge, edit: combined(withYoungChildren(true), withIncome('High')) },
    );
    c.pricier('A set of four all-season car tyres, fitted, for {price}.', '$600', '$2,400', steepPrice);
    c.absurd('A pair of windscreen wiper blades for {price}.', '$25', '$400');
    c.negation(
      'A set of car floor mats for $40 that are waterproof and easy to clean.',
      'A set of car floor mats for $40 that are not waterproof and hard to clean.',
    );
    c.quality(
      'A car battery for $120 that starts the engine reliably even in freezing weather.',
      'A car battery for $120 that often fails to start the engine in cold weather.',
    );
    c.paraphrase(
      'A car wash and interior clean for $30.',
      'For $30, a car wash plus a clean of the interior.',
    );
    // Issue 38: tyres, e-bikes and vehicles for families.
    c.pricier('One replacement tyre, fitted, {price}.', '$140', '$560', steepPrice);
    c.pricier('One replacement tire, fitted, {price}.', '$140', '$560', steepPrice);
    c.paraphrase('One replacement tyre, fitted, $140.', 'One replacement tire, fitted, $140.');
    c.absurd('An e-bike with a 50-mile battery range for {price}.', '$1,200', '$12,000');
    c.audience(
      'A seven-seat minivan with sliding doors and three rows of child seats, $38,000.',
      withYoungChildren(true),
      withYoungChildren(false),
      parentingAge,
    );
    c.negation(
      'A used car for $9,000 with no recalls and a full service history.',
      'A used car for $9,000 that is subject to an open safety recall.',
    );
  }),

  ...checksFor('sports and fitness', (c) => {
    c.pricier('A monthly gym membership with classes included, {price} a month.', '$40', '$160', steepPrice);
    c.quality(
      'A pair of running shoes for $120 with great cushioning that lasts 500 miles.',
      'A pair of running shoes for $120 whose soles wear through in a month.',
    );
    c.negation(
      'A yoga mat for $30 that is non-slip, even when wet.',
      'A yoga mat for $30 that gets slippery when wet.',
    );
    c.cheaper('A 1 kg tub of whey protein powder for {price}.', '$30', '$15');
    c.letterCase('A set of adjustable dumbbells, 2 to 24 kg, for $299.');
  }),

  ...checksFor('education', (c) => {
    c.audience(
      'A textbook rental service for university students: rent course books for a semester at 60% off.',
      asStudent,
      asEmployed,
      youngAdults,
    );
    c.pricier('An online Spanish course with 30 lessons for {price}.', '$60', '$240', steepPrice);
    c.quality(
      'An online data-analysis course for $200, rated 4.8 out of 5 by 10,000 students.',
      'An online data-analysis course for $200, rated 1.9 out of 5 by students who say it is out of date and full of errors.',
    );
    c.paraphrase(
      'A pottery course: six weekly classes for $180.',
      'Six weekly pottery classes, $180 for the course.',
    );
    c.audience(
      'Exam revision guides for university finals, bundle of 4 for $40.',
      asStudent,
      asEmployed,
      youngAdults,
    );
    // Issue 38: student products follow studies.
    c.audience(
      'A student laptop discount: 15% off with a valid student ID, $680.',
      asStudent,
      asEmployed,
      youngAdults,
    );
  }),

  ...checksFor('entertainment', (c) => {
    c.pricier('A cinema ticket for a new release, {price}.', '$12', '$48', steepPrice);
    c.polarising(
      'A ticket to a three-day heavy-metal festival with camping, $250.',
      'A 1 litre carton of semi-skimmed milk for $1.20.',
    );
    c.audience('A new open-world video game for PlayStation, $70.', withAge(24), withAge(75), workingAge);
    c.quality(
      'A concert ticket for $80 with a clear view of the stage.',
      'A concert ticket for $80 with the stage hidden behind a pillar.',
    );
    c.cheaper('An e-book of a bestselling thriller for {price}.', '$10', '$5');
  }),

  ...checksFor('garden and outdoor', (c) => {
    c.quality(
      'A garden hose for $35 that never kinks or leaks.',
      'A garden hose for $35 that kinks constantly and leaks at the tap.',
    );
    c.pricier('A 40 litre bag of multi-purpose compost for {price}.', '$8', '$32', steepPrice);
    c.negation(
      'A two-person camping tent for $150 that is durable.',
      'A two-person camping tent for $150 that is not durable.',
    );
    c.absurd('A packet of tomato seeds for {price}.', '$3', '$45');
    c.paraphrase(
      'A cordless lawn mower for $320 with a 40-minute battery.',
      'A battery lawn mower that runs for 40 minutes, $320.',
    );
    // Issue 38: a tool for a trade named by its workers.
    c.audience(
      'A chainsaw for professional tree surgeons, $650.',
      withRole('Tree surgeon', 'employed'),
      withRole('Nurse', 'employed'),
      workingAge,
    );
  }),

  ...checksFor('jewellery and watches', (c) => {
    c.pricier('A sterling silver pendant necklace for {price}.', '$60', '$240', steepPrice);
    c.audience('A Swiss automatic watch for $4,500.', withIncome('High'), withIncome('Low'), workingAge);
    c.quality(
      'A gold-plated bracelet for $45 that keeps its shine for years.',
      'A gold-plated bracelet for $45 that tarnishes and turns your skin green within a week.',
    );
    c.negation(
      'A pair of real pearl earrings for $150 with a certificate of authenticity.',
      'A pair of pearl earrings for $150 with no certificate; they may be fake.',
    );
    c.paraphrase('A pair of silver stud earrings, $35.', 'Silver stud earrings (one pair) for $35.');
  }),
];
