// A real run of the offline engine, reproduced verbatim as an illustrative sample. When the engine version changes,
// sample-concept-test.test.ts fails: `npm run sample:landing` (scripts/write-landing-sample.ts) writes it anew.

export type SampleAnswer = {
  twin: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  text: string;
};

export const sampleConceptTest = {
  engineVersion: '3.1.0',
  libraryVersion: 'lib-2026.4',
  concept:
    'GreenBox: a monthly plant-care kit for people who live in flats. Each box has organic fertiliser, a moisture meter and care cards for your own plants, delivered to your door for €19 a month. Cancel any time.',
  answers: [
    {
      twin: 'Stephanie Debono, 33, Stock control clerk, Msida, Malta, income Low',
      sentiment: 'positive',
      score: 81,
      text: "Mela, I'm 33, a stock control clerk in Msida. It is appealing. On the plus side, €19 a month is in line with the takeout I buy now in Msida. I'm in a café about twice a month, call it €220 a month on food, so this is more my speed than most. I'd likely try it.",
    },
    {
      twin: 'Nicole Borg, 30, Forklift operator, Siġġiewi, Malta, income Middle',
      sentiment: 'positive',
      score: 84,
      text: "Probably a yes. I'm 30, a forklift operator in Siġġiewi, for what it's worth. It's a nice idea, and €19 a month is in line with the takeout I buy now in Siġġiewi; at 30, \"delivered\" would save me time between shifts in Siġġiewi (practical matters to me), and it spells out what's in it (organic fertiliser, moisture meter), which I appreciate at 30 in Siġġiewi. I'm in a café about 6 times a month (roughly €260 a month on food), and I could see this joining it. Before my mum and dad and I spend a cent on it in Siġġiewi, I'd want to know: who says \"organic fertiliser\" is true? I'd probably buy it, especially if \"organic fertiliser\" were certified.",
    },
    {
      twin: 'Lauren Alexander, 32, Mechanical engineer, Carlisle, United Kingdom, income Middle',
      sentiment: 'positive',
      score: 82,
      text: 'Right, I\'m a mechanical engineer in Carlisle, living with my other half and the two little ones. I\'m quite interested. On the plus side, €19 a month is about what a takeout normally costs, so it fits a family budget in Carlisle; it\'s clear what a mechanical engineer like me would be paying for (organic fertiliser, moisture meter), and at 32, anything that makes life easier, like "delivered", is welcome. I\'m in a café about twice a month, about £340 a month on food all told, and this would be a nice extra. First thing I\'d ask as a mechanical engineer: is "organic fertiliser" independently certified? I\'d likely give it a go, more so if "organic fertiliser" were certified.',
    },
    {
      twin: 'Sandra Bakker, 54, General practitioner, Leiden, Netherlands, income Middle',
      sentiment: 'positive',
      score: 82,
      text: 'It is appealing. 54 years old, general practitioner, Leiden, for what it is worth. €19 a month is about what a takeout normally costs, so it fits my salary as a general practitioner, no question. I get takeaway about 6 times a month (about €350 a month on food all told), so this is more my speed than most. On the plus side, it is clear what a general practitioner like me would be paying for (organic fertiliser, moisture meter). Probably yes, and sooner if "organic fertiliser" were certified.',
    },
    {
      twin: 'Ashley Anderson, 31, Stonemason, Austin, United States, income Middle',
      sentiment: 'positive',
      score: 81,
      text: "I'm fairly keen on it. The good bit is that €19 a month is about what a takeout normally costs, so it fits a family budget in Austin. I'm in a café about twice a month (about $300 a month on food all told), so this is more my speed than most. Probably yes.",
    },
  ] satisfies SampleAnswer[],
  overall: {
    aggregateScore: 82,
    sentiment: 'positive',
    meanPurchaseIntent: 3.88,
    distribution: {
      positive: 100,
      neutral: 0,
      negative: 0,
    },
    keyMessages: ['Organic fertiliser', 'Moisture meter', 'Delivered', 'Care cards for your own plants'],
    concerns: [
      {
        text: 'Proof: I\'d want evidence for "organic fertiliser"',
        count: 3,
      },
    ],
    suggestions: [
      {
        text: 'Back "organic fertiliser" with a certification or figures',
        count: 3,
      },
    ],
    byCountry: [
      {
        segment: 'MT',
        meanScore: 82.4,
        n: 2,
      },
      {
        segment: 'NL',
        meanScore: 82,
        n: 1,
      },
      {
        segment: 'UK',
        meanScore: 82,
        n: 1,
      },
      {
        segment: 'US',
        meanScore: 81,
        n: 1,
      },
    ],
  },
};
