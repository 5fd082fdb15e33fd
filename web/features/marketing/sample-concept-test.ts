// A real run of the offline engine (engine 1.0.0, library lib-2026.1), reproduced verbatim as an illustrative sample.
// Regenerate with engine/index.ts createProvider() + runConceptTest() on the same five library twins if the engine changes.

export type SampleAnswer = {
  twin: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  text: string;
};

export const sampleConceptTest = {
  concept:
    'GreenBox: a monthly plant-care kit for people who live in flats. Each box has organic fertiliser, a moisture meter and care cards for your own plants, delivered to your door for €19 a month. Cancel any time.',
  engine: 'offline consumer-response model, engine 1.0.0',
  answers: [
    {
      twin: 'Matthew Muscat, 33, Kitchen porter, Żebbuġ, Malta, income Low',
      sentiment: 'negative',
      score: 40,
      text: 'Speaking as a young professional in Żebbuġ, I\'m not convinced by GreenBox. For me, anything that makes life easier, like delivered, is welcome ("practical" matters to me), and the concrete details (organic fertiliser, moisture meter) help me judge it. On the other hand, €19 a month feels steep for my budget. I\'d probably pass unless there were a cheaper option or a free trial.',
    },
    {
      twin: 'Clint Formosa, 39, Marketing specialist, Sliema, Malta, income Middle',
      sentiment: 'neutral',
      score: 47,
      text: "As a 39-year-old marketing specialist in Sliema, I'm on the fence about GreenBox. For me, GreenBox fits my life as a mid-career professional, and the concrete details (organic fertiliser, moisture meter) help me judge it. But €19 a month feels steep for my budget. I might try it if there were a cheaper option or a free trial.",
    },
    {
      twin: 'Daniel Alexander, 51, Full-time carer, Liverpool, United Kingdom, income Low',
      sentiment: 'neutral',
      score: 49,
      text: "As a 51-year-old full-time carer in Liverpool, I'm on the fence about GreenBox. On the plus side, GreenBox fits my life as a working parent, and the concrete details (organic fertiliser, moisture meter) help me judge it. But €19 a month feels steep for my budget. I might try it if there were a cheaper option or a free trial.",
    },
    {
      twin: 'Stijn Meijer, 36, Machine operator, Utrecht, Netherlands, income Middle',
      sentiment: 'neutral',
      score: 72,
      text: "Speaking as a mid-career professional in Utrecht, I'm on the fence about GreenBox. What I like: GreenBox fits my life as a mid-career professional, and the concrete details (organic fertiliser, moisture meter) help me judge it. On the other hand, €19 a month feels steep for my budget. I might try it if there were a cheaper option or a free trial.",
    },
    {
      twin: 'Jacob Richardson, 29, Childcare worker, San Antonio, United States, income Middle',
      sentiment: 'neutral',
      score: 72,
      text: "As a 29-year-old childcare worker in San Antonio, I'm on the fence about GreenBox. What I like: GreenBox fits my life as a working parent, and the concrete details (organic fertiliser, moisture meter) help me judge it. What holds me back: €19 a month feels steep for my budget. I might try it if there were a cheaper option or a free trial.",
    },
  ] satisfies SampleAnswer[],
  overall: {
    aggregateScore: 56,
    sentiment: 'neutral',
    meanPurchaseIntent: 2.87,
    distribution: { positive: 0, neutral: 80, negative: 20 },
    keyMessages: ['Organic fertiliser', 'Moisture meter', 'Delivered', 'Care cards for your own plants'],
    concerns: [
      { text: 'Price: €19 a month is high for my income', count: 5 },
      { text: 'Proof: I\'d want evidence for "organic fertiliser"', count: 1 },
    ],
    suggestions: [
      { text: 'Offer a cheaper entry option, instalments or a free trial', count: 5 },
      { text: 'Back "organic fertiliser" with a certification or figures', count: 1 },
    ],
    byCountry: [
      { segment: 'MT', meanScore: 43.5, n: 2 },
      { segment: 'NL', meanScore: 72, n: 1 },
      { segment: 'UK', meanScore: 49, n: 1 },
      { segment: 'US', meanScore: 72, n: 1 },
    ],
  },
};
