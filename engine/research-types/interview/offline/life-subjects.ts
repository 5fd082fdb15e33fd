// Everyday subjects an interview question can be about (the food shopping, a phone, getting to work), and what a
// twin says about each from its own life: its household, income, age, work, town and shops. Each answer kind gives
// several candidate sentences, most specific first, so a later answer can say something not yet said.
import type { Category } from '@engine/offline/knowledge/lexicons';
import type { PersonaReading } from '@engine/offline/model/persona-features';
import { voiceRandom, type PersonaVoice } from '@engine/offline/voice/persona-voice';
import { categorySpend } from '@engine/offline/voice/reason-phrases';
import { habitsSentences } from './persona-facts';

/** What the sentences about a subject can draw on. */
export interface LifeContext {
  reading: PersonaReading;
  voice: PersonaVoice;
  tight: boolean;
  comfortable: boolean;
  older: boolean;
  young: boolean;
  parent: boolean;
  working: boolean;
  careful: boolean;
  /** The twin's usual supermarket. */
  shop: string;
  /** The cheapest supermarket it knows. */
  discounter: string;
  /** What it spends on this subject's category now ('£260 a month on food'). */
  spend: string;
}

export type SubjectPart = 'habits' | 'likes' | 'dislikes' | 'choice';

export interface LifeSubject {
  key: string;
  category: Category;
  /** How the twin names it mid-sentence ('the food shopping'). */
  noun: string;
  words: RegExp;
  /** Why this twin has no view on it (no pet, no children...), in its words; undefined when it has one. */
  noView?: (ctx: LifeContext) => string | undefined;
  talk: Record<SubjectPart, (ctx: LifeContext) => string[]>;
}

const who = (ctx: LifeContext): string => ctx.voice.life.household ?? 'just me';
const town = (ctx: LifeContext): string => ctx.voice.life.town;

/** The way this twin gets about: Dutch towns cycle, Americans drive, the rest by income and age. */
function travelMode(ctx: LifeContext): string {
  const { dialect } = ctx.voice;
  if (dialect === 'NL') return 'bike';
  if (dialect === 'US') return 'car';
  if (ctx.older) return 'bus';
  return ctx.tight ? 'bus' : ctx.comfortable ? 'car' : 'train';
}

export const LIFE_SUBJECTS: LifeSubject[] = [
  {
    key: 'eating-out',
    category: 'food-drink',
    noun: 'eating out',
    words:
      /\b(restaurants?|(eat|drink)(ing|s)?( or (eat|drink))? out|takeaways?|take-?outs?|caf[eé]s?|coffee (shops?|places?)|pubs?|bars?|(go|goes|going|went) out|out for (coffee|food|a meal|a bite|dinner|lunch|breakfast|brunch|drinks?|a drink))\b/,
    talk: {
      habits: (ctx) => habitsSentences(ctx.reading),
      likes: (ctx) => [
        ctx.parent
          ? 'A place where the kids are welcome and nobody minds a bit of noise.'
          : 'Good food without fuss, and staff who remember you.',
        ctx.tight
          ? 'A proper meal for a fair price; I go where I know the bill.'
          : 'Trying somewhere new now and then.',
      ],
      dislikes: (ctx) => [
        ctx.tight
          ? `How much a simple meal costs now in ${town(ctx)}; it has become a treat rather than a habit.`
          : 'Being rushed out because they need the table back.',
        ctx.older ? 'Music so loud I cannot hear who I am with.' : 'Service charges slipped onto the bill.',
      ],
      choice: (ctx) => [
        ctx.tight
          ? 'Somewhere cheap and cheerful that I already know.'
          : `A place in ${town(ctx)} that friends have recommended.`,
      ],
    },
  },
  {
    key: 'meals',
    category: 'food-drink',
    noun: 'meals at home',
    words: /\b(breakfasts?|lunch(es)?|dinners?|suppers?|meals?|cook(ing|s)?|recipes?|snacks?)\b/,
    talk: {
      habits: (ctx) => [
        ctx.older
          ? 'Porridge or toast in the morning, something light at lunch, and a proper cooked dinner most evenings.'
          : ctx.parent
            ? `Breakfast is a rush with ${who(ctx)}: cereal or toast, whatever gets everyone out of the door; dinner is the one meal we sit down for.`
            : ctx.young
              ? 'A coffee and whatever is quick in the morning; I cook properly maybe three evenings a week.'
              : 'Something quick in the morning, a sandwich at lunch, and I cook most evenings.',
        ctx.tight
          ? 'I cook from scratch to keep the food bill down, and the leftovers are lunch the next day.'
          : 'I cook when I have the time and do not mind a ready meal when I do not.',
      ],
      likes: (ctx) => [
        ctx.parent
          ? 'Everyone round the table at the end of the day.'
          : 'A meal that takes twenty minutes and still tastes of something.',
      ],
      dislikes: () => ['Deciding what to cook every single day.'],
      choice: (ctx) => [
        ctx.tight
          ? 'Simple things I can make in bulk: pasta, soups, stews.'
          : 'Whatever is fresh and quick to make.',
      ],
    },
  },
  {
    key: 'groceries',
    category: 'food-drink',
    noun: 'the food shopping',
    words: /\b(grocer(y|ies)|supermarkets?|food shop(ping)?|weekly shop|food shopping|the shopping)\b/,
    talk: {
      habits: (ctx) => [
        ctx.parent
          ? `I do one big shop a week at ${ctx.shop} for ${who(ctx)}, and someone pops out for milk and bread in between.`
          : ctx.older
            ? `I walk to ${ctx.shop} two or three times a week and buy what I need for a few days; it gets me out.`
            : ctx.young
              ? `I mostly pick things up at ${ctx.shop} on the way home, a few times a week, rarely with a list.`
              : `I do a weekly shop at ${ctx.shop} with a list, and top up during the week.`,
        `All told it comes to about ${ctx.spend}.`,
        ctx.tight
          ? `I check the offers first and go to ${ctx.discounter} for the basics.`
          : 'I stick to what I know and do not compare prices much.',
      ],
      likes: (ctx) => [
        ctx.tight
          ? `Finding a real bargain; ${ctx.discounter}'s own label is fine by me.`
          : ctx.comfortable
            ? 'Good fresh produce; I will pay a bit more for bread and vegetables that taste of something.'
            : 'Getting everything in one go and being home within the hour.',
        ctx.older
          ? 'A chat at the till and knowing where everything is.'
          : 'Trying a new recipe now and then.',
      ],
      dislikes: (ctx) => [
        ctx.tight
          ? 'Prices creeping up every week: the same basket costs a lot more than a year ago.'
          : ctx.parent
            ? 'Queues at the tills with the kids in tow, and sweets put right at their eye level.'
            : ctx.older
              ? 'Self-checkouts everywhere and fewer staff to ask.'
              : ctx.young
                ? 'Delivery slots that are gone by the time I look, and substitutions I never asked for.'
                : 'Shelves being moved round so I cannot find anything.',
        ctx.careful
          ? 'Multibuy offers that are not actually cheaper per kilo.'
          : 'Packs getting smaller while the price stays the same.',
      ],
      choice: (ctx) => [
        ctx.tight
          ? `${ctx.discounter} for the basics and own label wherever I can; brands only when they are on offer.`
          : `${ctx.shop}, mostly because it is close and I know my way round.`,
      ],
    },
  },
  {
    key: 'phone',
    category: 'tech-gadget',
    noun: 'my phone',
    words: /\b(phones?|smartphones?|mobiles?|iphones?|android)\b/,
    talk: {
      habits: (ctx) => [
        ctx.older
          ? 'I use my phone for calls, messages with the family and the news, not much else.'
          : ctx.young
            ? 'I am on my phone far too much: messages, maps, music and paying for things.'
            : 'My phone is for messages, banking and the calendar; I try to keep it out of the way at home.',
        ctx.tight ? 'I keep a phone until it breaks.' : 'I change it every three years or so.',
      ],
      likes: (ctx) => [
        ctx.parent
          ? 'Having everything in one place, photos of the kids included.'
          : 'Having everything in one place.',
        ctx.older ? 'Video calls with the family.' : 'Paying with it, and maps when I am somewhere new.',
      ],
      dislikes: (ctx) => [
        ctx.older
          ? 'Updates that move everything round just when I have learnt where it is.'
          : ctx.tight
            ? 'What phones cost now; a thousand for a phone is madness to me.'
            : ctx.working
              ? 'Being reachable all the time, work included.'
              : 'The battery never lasting the day.',
        'All the notifications.',
      ],
      choice: (ctx) => [
        ctx.older
          ? 'A simple Samsung that the family set up for me; it does what I need.'
          : ctx.tight
            ? 'A mid-range Android I bought outright; no contract.'
            : ctx.comfortable
              ? 'An iPhone; I stay with Apple because everything else I have works with it.'
              : 'An Android, a couple of years old; I chose it on battery and price.',
      ],
    },
  },
  {
    key: 'computer',
    category: 'tech-gadget',
    noun: 'gadgets',
    words: /\b(laptops?|computers?|tablets?|pcs?|gadgets?|electronics|headphones|smart ?watch(es)?|tech)\b/,
    talk: {
      habits: (ctx) => [
        ctx.working
          ? 'I use a laptop for work and the tablet at home in the evenings.'
          : 'I have an old laptop for emails and paperwork; that is about it.',
        `I spend maybe ${ctx.spend}.`,
      ],
      likes: () => ['Things that just work out of the box.'],
      dislikes: (ctx) => [
        ctx.older
          ? 'Passwords and updates; I always need help.'
          : 'Things built to be replaced rather than repaired.',
      ],
      choice: (ctx) => [
        ctx.tight
          ? 'Whatever is on offer and well reviewed; I never buy the newest model.'
          : 'I read the reviews and pay for something that lasts.',
      ],
    },
  },
  {
    key: 'transport',
    category: 'mobility',
    noun: 'getting around',
    words:
      /\b(commut\w*|cars?|driv(e|ing)|bus(es)?|trains?|bikes?|cycl\w*|transport|get around|getting around|(get|go|travel) to work)\b/,
    talk: {
      habits: (ctx) => {
        const mode = travelMode(ctx);
        return [
          ctx.working
            ? `I go to work by ${mode} most days, in and around ${town(ctx)}.`
            : `I get around ${town(ctx)} by ${mode}.`,
          `It costs me about ${ctx.spend}.`,
        ];
      },
      likes: (ctx) => [
        travelMode(ctx) === 'bike'
          ? 'The bike: door to door, free and I get some air.'
          : travelMode(ctx) === 'car'
            ? 'The freedom of the car; I go when I want.'
            : 'Reading or looking out of the window instead of sitting in traffic.',
      ],
      dislikes: (ctx) => [
        travelMode(ctx) === 'car'
          ? 'Fuel and parking prices, and the traffic at rush hour.'
          : travelMode(ctx) === 'bike'
            ? 'Rain, and bikes getting stolen.'
            : 'Delays and cancellations with no explanation, and fares going up every year.',
      ],
      choice: (ctx) => [`The ${travelMode(ctx)}: it is what works from where I live in ${town(ctx)}.`],
    },
  },
  {
    key: 'banking',
    category: 'finance',
    noun: 'money matters',
    words: /\b(banks?|banking|savings?|invest\w*|insurance|credit cards?|pensions?|mortgages?|loans?)\b/,
    talk: {
      habits: (ctx) => [
        ctx.careful
          ? 'I check the banking app most days and know what goes out when.'
          : 'I look at the bank account now and then, usually when something looks wrong.',
        ctx.tight
          ? 'Before payday I keep a close eye on every payment.'
          : 'I put a bit aside every month without thinking about it.',
      ],
      likes: (ctx) => [
        ctx.older ? 'A branch where a person knows my name.' : 'Doing everything from the app.',
      ],
      dislikes: (ctx) => [
        ctx.older
          ? 'Branches closing and everything pushed online.'
          : 'Fees hidden in the small print, and scam calls pretending to be the bank.',
      ],
      choice: (ctx) => [
        ctx.older || ctx.careful
          ? 'I have been with the same bank for years; switching is more trouble than it is worth.'
          : 'I moved to an app-only bank; it is simpler.',
      ],
    },
  },
  {
    key: 'holidays',
    category: 'travel',
    noun: 'holidays',
    words: /\b(holidays?|vacations?|travel(l?ing)?|trips?|flights?|hotels?|abroad)\b/,
    talk: {
      habits: (ctx) => [
        ctx.tight
          ? 'We do not go abroad much; a few days away closer to home is more our budget.'
          : ctx.comfortable
            ? 'Two trips a year, one of them somewhere warm.'
            : 'One proper holiday a year, booked well ahead.',
        `Over a year it comes to about ${ctx.spend}.`,
      ],
      likes: (ctx) => [
        ctx.parent
          ? 'Seeing the kids switch off from screens.'
          : 'Having nothing to organise once I am there.',
      ],
      dislikes: (ctx) => [
        ctx.parent
          ? 'Prices doubling in the school holidays.'
          : 'Queues at the airport and extra charges for a bag.',
      ],
      choice: (ctx) => [
        ctx.older ? 'A package deal, so someone else handles the details.' : 'I book it all myself online.',
      ],
    },
  },
  {
    key: 'clothes',
    category: 'fashion-luxury',
    noun: 'clothes',
    words: /\b(cloth(es|ing)|fashion|shoes|wardrobe|outfits?|jeans|socks)\b/,
    talk: {
      habits: (ctx) => [
        ctx.young
          ? 'I buy clothes most months, mostly online, and send half of it back.'
          : 'I buy clothes when something wears out, not for fun.',
        `It comes to around ${ctx.spend}.`,
      ],
      likes: () => ['Something that fits well and lasts for years.'],
      dislikes: () => [
        'Sizes that change from one shop to the next.',
        'Seams coming apart after three washes.',
      ],
      choice: (ctx) => [
        ctx.reading.features['value.sustainability'] > 0
          ? 'Second-hand where I can, and a few good pieces that last.'
          : ctx.tight
            ? 'Whatever is in the sale at the high-street chains.'
            : 'A couple of brands I trust for the fit.',
      ],
    },
  },
  {
    key: 'beauty',
    category: 'beauty-care',
    noun: 'toiletries',
    words: /\b(skin ?care|beauty|cosmetics|shampoo|toiletries|make-?up|moisturi[sz]er)\b/,
    talk: {
      habits: (ctx) => [
        'I use the same few things every day and buy them when they run out.',
        `Maybe ${ctx.spend}.`,
      ],
      likes: () => ['Something simple that does not irritate my skin.'],
      dislikes: () => ['Tiny bottles at big prices, and claims that promise miracles.'],
      choice: (ctx) => [
        ctx.tight
          ? 'The supermarket own brand; it does the same job.'
          : 'A pharmacy brand my skin tolerates.',
      ],
    },
  },
  {
    key: 'home',
    category: 'home-garden',
    noun: 'the house',
    words: /\b(garden(ing)?|furniture|cleaning|diy|house ?work|chores|decorat\w*|appliances?)\b/,
    talk: {
      habits: (ctx) => [
        ctx.older
          ? 'I potter about in the garden and keep on top of the cleaning myself.'
          : `Chores at ${ctx.voice.life.home} get done at the weekend, between everything else.`,
      ],
      likes: () => ['A tidy house on a Sunday evening.'],
      dislikes: () => ['Tradespeople who do not turn up when they said.'],
      choice: (ctx) => [
        ctx.comfortable ? 'I pay someone for the bigger jobs.' : 'I do most small jobs myself.',
      ],
    },
  },
  {
    key: 'fitness',
    category: 'fitness-health',
    noun: 'keeping fit',
    words: /\b(exercise|gym|fitness|sports?|running|workouts?|diet|keep(ing)? fit|health(y)?)\b/,
    talk: {
      habits: (ctx) => [
        ctx.voice.life.pastime
          ? `I keep moving through what I enjoy: ${ctx.voice.life.pastime}.`
          : ctx.older
            ? 'A walk every morning; that is my exercise.'
            : 'I walk where I can; I am not a gym person.',
      ],
      likes: () => ['Feeling better for it the next day.'],
      dislikes: () => ['Gym contracts you cannot get out of.'],
      choice: (ctx) => [
        ctx.tight ? 'Free things: walking, the park.' : 'Whatever I will actually keep doing.',
      ],
    },
  },
  {
    key: 'kids',
    category: 'kids-family',
    noun: 'the children',
    words: /\b(kids|children|child|parenting|nappies|diapers|toys?|school runs?)\b/,
    noView: (ctx) =>
      ctx.reading.features.parent > 0
        ? undefined
        : "I don't have children at home, so I can't really speak to that.",
    talk: {
      habits: (ctx) => [`Most of my week is organised around ${who(ctx)}: school, meals, clubs.`],
      likes: () => ['Things that save me ten minutes in the morning rush.'],
      dislikes: () => ['Everything for kids costs a fortune and is outgrown in a month.'],
      choice: () => ['What other parents at school recommend.'],
    },
  },
  {
    key: 'pets',
    category: 'pets',
    noun: 'pets',
    words: /\b(pets?|dogs?|cats?|puppy|kitten|vets?)\b/,
    noView: (ctx) =>
      ctx.reading.features.petOwner > 0 ? undefined : "I don't have a pet, so I've no real view on that.",
    talk: {
      habits: () => ['The pet gets walked and fed like clockwork; that shapes my day.'],
      likes: () => ['Coming home to a happy animal.'],
      dislikes: () => ['Vet bills.'],
      choice: () => ['Food the vet recommended, nothing fancy.'],
    },
  },
  {
    key: 'learning',
    category: 'education',
    noun: 'learning',
    words: /\b(learn(ing)?|courses?|stud(y|ying)|education|classes|lessons)\b/,
    talk: {
      habits: (ctx) => [
        ctx.reading.lifeStage === 'student'
          ? 'Studying is my week: lectures, then the library.'
          : 'I pick things up from videos online when I need to; no formal courses lately.',
      ],
      likes: () => ['Learning at my own pace.'],
      dislikes: () => ['Courses that cost a lot and teach what is free online.'],
      choice: () => ['Something short and practical.'],
    },
  },
  {
    key: 'apps',
    category: 'consumer-software',
    noun: 'apps and subscriptions',
    words: /\b(apps?|streaming|subscriptions?|netflix|spotify|social media|games?)\b/,
    talk: {
      habits: (ctx) => [
        ctx.older
          ? 'Just the television channels and the odd app my grandchildren put on.'
          : 'A couple of streaming subscriptions and the usual apps.',
        `That is about ${ctx.spend}.`,
      ],
      likes: () => ['Things that save me a trip or a phone call.'],
      dislikes: () => ['Too many subscriptions that all put their prices up.'],
      choice: (ctx) => [ctx.tight ? 'Only the free ones, or one I share.' : 'The one everyone I know uses.'],
    },
  },
  {
    key: 'work-tools',
    category: 'b2b-software',
    noun: 'tools at work',
    words: /\b(software at work|work tools|tools at work|crm|saas|invoic\w*|payroll|suppliers?)\b/,
    noView: (ctx) =>
      ctx.reading.features['role.business'] > 0 || ctx.reading.features['role.tech'] > 0
        ? undefined
        : `That is not something I deal with as ${ctx.voice.life.role}, so I've no real view.`,
    talk: {
      habits: () => ['We use what the company chose years ago; nobody asks us.'],
      likes: () => ['Tools that save the team a meeting.'],
      dislikes: () => ['Systems that do not talk to each other, so we type everything twice.'],
      choice: () => ['Whatever fits what we already run, at a price per seat I can defend.'],
    },
  },
];

/** The everyday subject a question names, if any ('What annoys you about supermarkets?' → the food shopping). */
export function subjectInQuestion(question: string): LifeSubject | undefined {
  const text = question.toLowerCase();
  return LIFE_SUBJECTS.find((subject) => subject.words.test(text));
}

/** The sentences' context for this twin and subject. */
export function lifeContext(reading: PersonaReading, voice: PersonaVoice, category: Category): LifeContext {
  const { persona, features } = reading;
  const shops = voice.words.supermarkets;
  const random = voiceRandom(voice, 'interview-shop');
  return {
    reading,
    voice,
    tight: persona.segments.income_bracket === 'Low',
    comfortable: persona.segments.income_bracket === 'High',
    older: persona.age >= 60,
    young: persona.age < 30,
    parent: features.parent > 0,
    working: voice.life.status === 'employed',
    careful: features.conscientiousness > 0.3,
    shop: random.pick(shops),
    discounter: shops.find((shop) => /lidl|aldi|costco|walmart/i.test(shop)) ?? shops[0]!,
    spend: categorySpend(category, voice),
  };
}
