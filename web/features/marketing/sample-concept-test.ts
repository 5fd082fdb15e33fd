// A real run of the offline engine, reproduced verbatim as an illustrative sample. When the engine version changes,
// sample-concept-test.test.ts fails: `npm run sample:landing` (scripts/write-landing-sample.ts) writes it anew.

export type SampleAnswer = {
  twin: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  text: string;
};

export const sampleConceptTest = {
  engineVersion: '3.7.0',
  libraryVersion: 'lib-2026.4',
  concept:
    'GreenBox: a monthly plant-care kit for people who live in flats. Each box has organic fertiliser, a moisture meter and care cards for your own plants, delivered to your door for €19 a month. Cancel any time.',
  answers: [
    {
      twin: 'Stephanie Debono, 33, Stock control clerk, Msida, Malta, income Low',
      sentiment: 'neutral',
      score: 62,
      text: "I could go either way. What puts me off is that paying €19 a month when round here garden supplies cost €13.80, give or take would feel like a mistake on my wages as a stock control clerk. I pick things up at the hardware shop when something at our place needs doing (call it €20 a month on the house), and I'm not sure this beats it. On the plus side, it's clear what a stock control clerk like me would be paying for (organic fertiliser, moisture meter). Maybe, if it were nearer €15 a month.",
    },
    {
      twin: 'Nicole Borg, 30, Forklift operator, Siġġiewi, Malta, income Middle',
      sentiment: 'positive',
      score: 77,
      text: "Probably a yes. I'm 30, a forklift operator in Siġġiewi, for what it's worth. It's a nice idea, and at 30, \"delivered\" would save me time between shifts in Siġġiewi (practical matters to me); it spells out what's in it (organic fertiliser, moisture meter), which I appreciate at 30 in Siġġiewi, and care cards for your own plants counts for a lot with a forklift operator like me. My parents' place in Siġġiewi gets by with the basics (roughly €25 a month on the house), so this is more my speed than most. Before I let it into my parents' place in Siġġiewi, I'd ask: who says \"organic fertiliser\" is true? I'd probably buy it, especially if \"organic fertiliser\" were certified.",
    },
    {
      twin: 'Lauren Alexander, 32, Mechanical engineer, Carlisle, United Kingdom, income Middle',
      sentiment: 'positive',
      score: 77,
      text: 'Right, I\'m a mechanical engineer in Carlisle, living with my other half and the two little ones. I\'m quite interested. On the plus side, I can see GreenBox getting used once the kids are in bed in Carlisle; it\'s clear what a mechanical engineer like me would be paying for (organic fertiliser, moisture meter), and at 32, anything that makes life easier, like "delivered", is welcome. I pick things up at B&Q when something at our house needs doing, maybe £45 a month on the house, and this would fit right in. Before my other half and the two little ones and I spend a single pound on it in Carlisle, I\'d want to know: is "organic fertiliser" independently certified? I\'d likely give it a go, more so if "organic fertiliser" were certified.',
    },
    {
      twin: 'Sandra Bakker, 54, General practitioner, Leiden, Netherlands, income Middle',
      sentiment: 'positive',
      score: 76,
      text: 'It is appealing. 54 years old, general practitioner, Leiden, for what it is worth. It suits my life in Leiden as a mid-career professional, no question. My flat in Leiden gets by with the basics, call it €70 a month on the house, and I could see this joining it. On the plus side, it is clear what a general practitioner like me would be paying for (organic fertiliser, moisture meter). Probably yes, and sooner if "organic fertiliser" were certified.',
    },
    {
      twin: 'Ashley Anderson, 31, Stonemason, Austin, United States, income Middle',
      sentiment: 'positive',
      score: 78,
      text: "I'm fairly keen on it. The good bit is that €19 a month is more than garden supplies usually cost (around €13.80), but on my salary as a stonemason I'll pay for better. For our house I buy the cheap and cheerful stuff at Home Depot, call it $45 a month on the house, and this would fit right in. Probably yes.",
    },
  ] satisfies SampleAnswer[],
  overall: {
    aggregateScore: 74,
    sentiment: 'positive',
    meanPurchaseIntent: 3.44,
    distribution: {
      positive: 77,
      neutral: 23,
      negative: 0,
    },
    keyMessages: ['Organic fertiliser', 'Moisture meter', 'Delivered', 'Care cards for your own plants'],
    concerns: [
      {
        text: 'Proof: I\'d want evidence for "organic fertiliser"',
        count: 3,
      },
      {
        text: 'Price: €19 a month against around €13.80 for garden supplies elsewhere',
        count: 1,
      },
    ],
    suggestions: [
      {
        text: 'Back "organic fertiliser" with a certification or figures',
        count: 3,
      },
      {
        text: 'Bring the price closer to the usual €13.80 for garden supplies, or show why it is worth more',
        count: 1,
      },
    ],
    byCountry: [
      {
        segment: 'MT',
        meanScore: 69.1,
        n: 2,
      },
      {
        segment: 'NL',
        meanScore: 76,
        n: 1,
      },
      {
        segment: 'UK',
        meanScore: 77,
        n: 1,
      },
      {
        segment: 'US',
        meanScore: 78,
        n: 1,
      },
    ],
  },
};
