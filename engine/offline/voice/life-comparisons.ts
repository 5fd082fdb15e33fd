import type { Sentiment } from '@contracts/twin-answers';
import type { Dialect } from './persona-voice';
import { article } from './english';
import { currentSpend, type PhraseInput } from './reason-phrases';

/** Local names twins use for where they shop and bank. */
const PLACES: Record<
  Dialect,
  { pharmacy: string; bank: string; diy: string; clothes: string; getaway: string; commute: string }
> = {
  UK: {
    pharmacy: 'Boots',
    bank: 'Nationwide',
    diy: 'B&Q',
    clothes: 'on the high street',
    getaway: 'a week in Cornwall',
    commute: 'the bus',
  },
  US: {
    pharmacy: 'CVS',
    bank: 'Chase',
    diy: 'Home Depot',
    clothes: 'at the mall',
    getaway: 'a road trip',
    commute: 'my car',
  },
  MT: {
    pharmacy: 'the pharmacy down the road',
    bank: 'Bank of Valletta',
    diy: 'the hardware shop',
    clothes: 'in Sliema',
    getaway: 'a few days in Sicily',
    commute: 'the bus',
  },
  NL: {
    pharmacy: 'Kruidvat',
    bank: 'ING',
    diy: 'Praxis',
    clothes: 'at the HEMA',
    getaway: 'camping in France',
    commute: 'my bike',
  },
};

/** 'nurse' → 'nurses', 'secretary' → 'secretaries', 'coach' → 'coaches'. */
const plural = (role: string): string =>
  role.replace(/([^aeiou])y$/, '$1ie').replace(/(s|sh|ch|x)$/, '$1e') + 's';

interface CurrentWay {
  text: string;
  /** Whether the twin spends money this way, so naming an amount makes sense. */
  spends: boolean;
}

const spending = (text: string): CurrentWay => ({ text, spends: true });
const free = (text: string): CurrentWay => ({ text, spends: false });

/** A monthly count as people say it: 'once', 'twice', '6 times'. */
const timesAMonth = (visits: number): string =>
  visits === 1 ? 'once a month' : visits === 2 ? 'twice a month' : `${visits} times a month`;

/** A habit worth naming: one the twin has (at least once a month, as said), rounded the way people say it. */
const monthlyVisits = (visits: number | undefined): number | undefined =>
  visits !== undefined && Math.round(visits) >= 1 ? Math.round(visits) : undefined;

/** What the twin does now instead, by the concept's category; each a clause in the first person. */
function currentWays({ evaluation, voice, random }: PhraseInput): CurrentWay[] {
  const { life, words, dialect } = voice;
  const place = PLACES[dialect];
  const shop = random.pick(words.supermarkets);
  const coffee = monthlyVisits(life.habits.coffee_house);
  const takeaway = monthlyVisits(life.habits.takeaway);
  switch (evaluation.concept.category) {
    case 'food-drink': {
      // Café and take-away habits speak only to food and drink bought out; groceries meet the shop and the kitchen.
      const boughtOut =
        evaluation.concept.isVenueOffer || evaluation.concept.reference?.group === 'food-service';
      const cooking = spending(
        life.household
          ? random.pick([
              `I cook most nights for ${life.household}`,
              `most evenings I'm cooking for ${life.household}`,
            ])
          : random.pick([
              `I cook for one most nights at ${life.home} in ${life.town}`,
              `it's usually just me in the kitchen in ${life.town}`,
            ]),
      );
      return [
        spending(`I do the weekly shop at ${shop} in ${life.town}`),
        boughtOut && coffee !== undefined
          ? spending(`I'm in a café about ${timesAMonth(coffee)}`)
          : spending(`I buy whatever's on offer at ${shop}`),
        boughtOut && takeaway !== undefined
          ? spending(`${life.household ? 'we get' : 'I get'} ${words.treat} about ${timesAMonth(takeaway)}`)
          : cooking,
      ];
    }
    case 'tech-gadget':
      return [
        spending(`I get by with my phone and the odd gadget from ${life.town}`),
        spending('I keep gadgets until they break'),
        spending(`I ask around ${life.town} before buying anything like this`),
      ];
    case 'consumer-software':
      return [
        spending('I use the free apps that came with my phone'),
        spending(`I stick to the two or three apps I use ${random.pick(life.moments)}`),
        free(`my phone is full of apps I opened once, here in ${life.town}`),
      ];
    case 'b2b-software':
    case 'b2b-service':
      return life.status === 'employed'
        ? [
            free(`at ${life.workplace ?? 'work'} we ${plural(life.role)} make do with spreadsheets`),
            free(`my employer decides what we use at work, not the ${plural(life.role)}`),
          ]
        : [
            free(
              `I haven't touched work software since I stopped working as ${article(life.role.replace(/^(retired|unemployed|former) /, ''))}`,
            ),
            free(`business tools are a world away from my days in ${life.town}`),
          ];
    case 'beauty-care':
      return [
        spending(`I buy whatever's on offer at ${place.pharmacy}`),
        spending('soap, a moisturiser and that is about it'),
        spending(`I pick up my bits at ${place.pharmacy} in ${life.town}`),
      ];
    case 'finance':
      return [
        spending(`my money sits in an ordinary account at ${place.bank}`),
        free(`I keep my savings where they have always been since I moved to ${life.town}`),
      ];
    case 'travel':
      return [
        spending(`our ${words.holiday} is usually ${place.getaway}`),
        spending(`a ${words.holiday} for me is ${place.getaway}`),
        spending(`I rarely go further than ${place.getaway}`),
      ];
    case 'home-garden':
      return [
        spending(`I pick things up at ${place.diy} when something at ${life.home} needs doing`),
        spending(`${life.home} in ${life.town} gets by with the basics`),
        spending(`for ${life.home} I buy the cheap and cheerful stuff at ${place.diy}`),
        free(`I'd rather fix things at ${life.home} in ${life.town} myself than buy a product for it`),
      ];
    case 'fitness-health':
      return [
        free(`I walk most days around ${life.town} and that is my exercise`),
        life.pastime ? free(`my exercise is ${life.pastime}`) : free('I keep fit without gadgets or plans'),
        spending(`I see the pharmacist in ${life.town} when I need to`),
      ];
    case 'fashion-luxury':
      return [
        spending(`I buy my clothes ${place.clothes}`),
        spending('I wear things until they wear out'),
        spending(`I shop ${place.clothes} twice a year, in the sales`),
      ];
    case 'kids-family':
      return life.children
        ? [spending('the kids already cost a fortune'), spending(`we buy what the kids need at ${shop}`)]
        : [
            free(`there are no children at ${life.home}`),
            free(`the only children I see are the neighbours' in ${life.town}`),
          ];
    case 'pets':
      return /cat|dog|pet/.test(voice.persona.household.toLowerCase())
        ? [spending('my pet already costs enough in vet bills')]
        : [
            free(`there are no pets at ${life.home} in ${life.town}`),
            free(`there's no room for a pet at ${life.home} in ${life.town}`),
          ];
    case 'education':
      return [
        free(`I learn things from videos online ${random.pick(life.moments)}`),
        free(`as ${article(life.role)} I taught myself most of what I know`),
      ];
    case 'mobility':
      return [
        spending(`I get around ${life.town} on ${place.commute}`),
        spending(`${place.commute} does me fine in ${life.town}`),
        spending(`${place.commute} gets me everywhere I need in ${life.town}`),
        spending(`between ${place.commute} and my own two feet I manage in ${life.town}`),
      ];
    default:
      return life.pastime
        ? [free(`I'd sooner spend on ${life.pastime}`), free('I make do with what I already have')]
        : [free(`I make do with what I already have at ${life.home}`)];
  }
}

/** A sentence comparing the product with the twin's own life and spending, leaning the way the twin leans. */
export function lifeComparison(input: PhraseInput, stance: Sentiment): string {
  const { evaluation, voice, random } = input;
  const now = random.pick(currentWays(input));
  const ending =
    stance === 'positive'
      ? random.pick([
          'and this would be a nice extra',
          'and this would fit right in',
          'so this is more my speed than most',
          'and I could see this joining it',
        ])
      : stance === 'negative'
        ? random.pick([
            'and that does me fine',
            "and I don't feel I'm missing anything",
            'and I see no reason to change',
            now.spends ? 'which is plenty' : 'and that suits me',
          ])
        : random.pick([
            "so I'd have to see what this adds",
            "and I'm not sure this beats it",
            'so it would have to earn its place',
            'so this would be on top of that',
          ]);
  if (!now.spends) return `${now.text}, ${ending}.`;
  const spend = currentSpend(evaluation, voice);
  const amount = random.pick([
    `maybe ${spend}`,
    `about ${spend} all told`,
    `call it ${spend}`,
    `roughly ${spend}`,
  ]);
  return random.next() < 0.5 ? `${now.text}, ${amount}, ${ending}.` : `${now.text} (${amount}), ${ending}.`;
}
