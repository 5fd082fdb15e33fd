// A real run of the offline engine, reproduced verbatim as an illustrative sample. When the engine version changes,
// sample-concept-test.test.ts fails: run the same concept on five library twins (engine createProvider() +
// runConceptTest()) and copy the new output here.

export type SampleAnswer = {
  twin: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  text: string;
};

export const sampleConceptTest = {
  engineVersion: '2.0.0',
  libraryVersion: 'lib-2026.3',
  concept:
    'GreenBox: a monthly plant-care kit for people who live in flats. Each box has organic fertiliser, a moisture meter and care cards for your own plants, delivered to your door for €19 a month. Cancel any time.',
  answers: [
    {
      twin: 'Stephanie Debono, 33, Stock control clerk, Msida, Malta, income Low',
      sentiment: 'negative',
      score: 37,
      text: "Look, I'm a stock control clerk in Msida, living with my partner. Not really my thing. The sticking point is that €19 a month is a bit much for what a stock control clerk takes home. I pick things up at the hardware shop when something at our place needs doing (call it €20 a month on the house), and I don't feel I'm missing anything. Unlikely, unless there were a cheaper version for what a stock control clerk takes home.",
    },
    {
      twin: 'Ryan Calleja, 39, Marketing specialist, Birkirkara, Malta, income Middle',
      sentiment: 'neutral',
      score: 53,
      text: "I could go either way. The good bit is that I can see GreenBox getting used on the way to work in Birkirkara. I pick things up at the hardware shop when something at our place needs doing (roughly €30 a month on the house), and I'm not sure this beats it. The sticking point is that €19 a month is about 25 pastizzi a month in my terms. It depends: maybe, if I could try it free for a month on the way to work in Birkirkara.",
    },
    {
      twin: 'Daniel Alexander, 51, Full-time carer, Liverpool, United Kingdom, income Low',
      sentiment: 'negative',
      score: 44,
      text: "First thing I noticed, as a full-time carer in Liverpool: the price, €19 a month. I'm not sold on it. My problem is that €19 a month is hard to swallow for one income in Liverpool. Good point for them: my other half would get some use out of it too. I'd rather fix things at our place in Liverpool myself than buy a product for it, and that suits me. First thing I'd ask as a full-time carer: who checks the \"organic fertiliser\" bit? I doubt I'd go for it, not unless it were nearer £8 a month.",
    },
    {
      twin: 'Stijn Meijer, 36, Machine operator, Utrecht, Netherlands, income Middle',
      sentiment: 'neutral',
      score: 58,
      text: 'Not sure about this one. On the plus side, GreenBox would earn its keep after a long shift in Utrecht. I think €19 a month would have to come out of my salary as a machine operator. For our place I buy the cheap and cheerful stuff at Praxis, call it €55 a month on the house, so this would be on top of that. I might try it if it were nearer €11 a month.',
    },
    {
      twin: 'Ashley Anderson, 31, Stonemason, Austin, United States, income Middle',
      sentiment: 'neutral',
      score: 61,
      text: "Mixed feelings here. The good bit is that I can see GreenBox getting used once the kids are in bed in Austin. My problem is that €19 a month is more than I'd normally spend on a whim. For our house I buy the cheap and cheerful stuff at Home Depot, call it $45 a month on the house, and I'm not sure this beats it. I might try it if I could try it free for a month once the kids are in bed in Austin.",
    },
  ] satisfies SampleAnswer[],
  overall: {
    aggregateScore: 50,
    sentiment: 'neutral',
    meanPurchaseIntent: 2.68,
    distribution: {
      positive: 0,
      neutral: 58,
      negative: 42,
    },
    keyMessages: ['Organic fertiliser', 'Moisture meter', 'Delivered', 'Care cards for your own plants'],
    concerns: [
      {
        text: 'Price: €19 a month is high for my income',
        count: 5,
      },
      {
        text: 'Proof: I\'d want evidence for "organic fertiliser"',
        count: 1,
      },
    ],
    suggestions: [
      {
        text: 'Offer a cheaper entry option, instalments or a free trial',
        count: 5,
      },
      {
        text: 'Back "organic fertiliser" with a certification or figures',
        count: 1,
      },
    ],
    byCountry: [
      {
        segment: 'MT',
        meanScore: 44.6,
        n: 2,
      },
      {
        segment: 'NL',
        meanScore: 58,
        n: 1,
      },
      {
        segment: 'UK',
        meanScore: 44,
        n: 1,
      },
      {
        segment: 'US',
        meanScore: 61,
        n: 1,
      },
    ],
  },
};
