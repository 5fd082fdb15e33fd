// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OverallAnalysis, Provenance } from '@contracts/twin-answers';
import { RECORD_TYPES, type RecordType } from '@contracts/feedback';
import { feedbackRecordSchema, type FeedbackRecordOf } from '@contracts/feedback-records';
import { AuthContext } from '@web/entities/session/use-auth';
import { fakeAuth } from '@web/test/fetch-stub';
import {
  conceptTestRecord,
  imageAdRecord,
  interviewMessage,
  interviewRecord,
  trustReport,
  twinAnswerItem,
} from '@web/test/feedback-records';
import type { RecordTypeDescriptor } from '@web/entities/feedback-record/record-type-descriptor';
import { RecordView } from '@web/entities/feedback-record/record-views/record-view';
import { RECORD_TYPE_DESCRIPTORS, withRecordTypes } from './record-types';

const DrawnRecord = withRecordTypes(RecordView);
const headlineOf = (record: FeedbackRecordOf<RecordType>) =>
  (RECORD_TYPE_DESCRIPTORS[record.type] as RecordTypeDescriptor<RecordType>).headline(record);

const offline: Provenance = { provider: 'offline', model: 'consumer-model', engineVersion: '1.0.0' };
const analysis: OverallAnalysis = {
  aggregateScore: 63,
  key_metrics: {
    overall_sentiment: 'positive',
    meanPurchaseIntent: 3.4,
    meanInterestLevel: 3.8,
    respondents: 2,
  },
  sentimentAnalysis: { distribution: { positive: 50, neutral: 50, negative: 0 } },
  interestDistribution: [0, 0, 50, 50, 0],
  purchaseIntentDistribution: [0.1, 0.2, 0.3, 0.3, 0.1],
  qualitativeFeedback: { perceivedKeyMessages: ['Refills cut plastic'] },
  topics: [],
  concerns: [{ text: 'The price', count: 2 }],
  suggestions: [],
  segmentBreakdown: { ageGroup: [{ segment: '25-34', meanScore: 70, n: 2 }], country: [], income: [] },
  generatedBy: offline,
};
const reading = {
  text: 'SUMMER SALE\n50% OFF',
  textConfidence: 91,
  measures: {
    width: 1080,
    height: 1080,
    brightness: 60,
    contrast: 40,
    colourfulness: 55,
    textCoverage: 20,
    clutter: 10,
    dominantColours: [{ hex: '#f4a300', name: 'orange', share: 80 }],
  },
};
const base = conceptTestRecord();
const { type: _type, responses: _r, overall_analysis: _a, ...shared } = base;

/** One realistic record of every type, as the server answers it (each is checked against the contract). */
const RECORDS: { [Type in RecordType]: FeedbackRecordOf<Type> } = {
  'focus-group': conceptTestRecord({
    concept: 'TideLine refills',
    responses: [twinAnswerItem({ personaId: 'p1', personaName: 'Maria', text: 'I would try it.' })],
    overall_analysis: analysis,
  }),
  interview: interviewRecord({
    responses: [
      interviewMessage({ sender: 'user', text: 'What do you buy on Saturdays?' }),
      interviewMessage({ sender: 'ai', personaName: 'Maria', text: 'Bread and fish.' }),
      interviewMessage({ sender: 'user', text: 'Where do you shop?' }),
      interviewMessage({ sender: 'ai', personaName: 'Maria', text: 'At the market.' }),
    ],
    overall_analysis: { conversation_summary: 'Maria shops at the market.' },
  }),
  'image-ad': imageAdRecord({
    responses: [
      {
        ...twinAnswerItem({ personaId: 'p1', personaName: 'Maria', text: 'Loud but clear.' }),
        detailed: {
          ...twinAnswerItem().detailed,
          adReaction: {
            firstImpression: 'Bright orange',
            perceivedMessage: 'Half price shoes',
            attention: 5,
            clarity: 4,
            appeal: 3,
            wouldChange: 'Show the shoe',
          },
        },
      },
    ],
    overall_analysis: {
      ...analysis,
      adReading: reading,
      creativeScores: { attention: 5, clarity: 4, appeal: 3 },
    },
  }),
  image_analysis: {
    ...shared,
    type: 'image_analysis',
    responses: [],
    selected_personas: [],
    overall_analysis: {
      adReading: reading,
      message: {
        headline: 'Summer sale, 50% off',
        productName: null,
        category: 'footwear',
        price: null,
        discount: '50% off',
        claims: [],
        features: [],
        benefits: [],
        audiences: [],
        missing: ['the price'],
        specificity: 40,
      },
      observations: ['Text covers 20% of the ad.'],
    },
  },
  angel_pitch: {
    ...shared,
    type: 'angel_pitch',
    concept_details: { askEur: 200000, valuationEur: 2000000 },
    responses: [
      {
        ...twinAnswerItem({ personaId: 'p1', personaName: 'Joseph', text: 'The traction convinces me.' }),
        detailed: {
          personaName: 'Joseph',
          investor: { role: 'Retired CFO', riskAppetite: 'balanced', focus: 'traction' },
          decision: 'invest',
          reasons: ['Paying customers already'],
        },
      },
    ],
    overall_analysis: {
      verdict: 'invest',
      summary: '1 of 1 investors would invest.',
      investCount: 1,
      passCount: 0,
      askEur: 200000,
      valuationEur: 2000000,
      reasonsToInvest: ['Paying customers already'],
      reasonsToPass: [],
      generatedBy: offline,
    },
  },
  brand360: {
    ...shared,
    type: 'brand360',
    concept_details: {
      profileId: 'b1',
      name: 'Kinnie',
      category: 'soft drinks',
      description: 'A bitter-orange soft drink from Malta.',
      competitors: ['Coca-Cola'],
    },
    responses: [
      {
        ...twinAnswerItem({ personaId: 'p1', personaName: 'Maria', text: 'Kinnie tastes of home.' }),
        detailed: {
          sentiment: 'positive',
          sentimentScore: 80,
          personaName: 'Maria',
          ratings: [
            {
              brand: 'Kinnie',
              isOwn: true,
              scores: { awareness: 90, associations: 80, trust: 75, value: 70, fit: 85 },
              associations: ['summer in Malta'],
            },
            {
              brand: 'Coca-Cola',
              isOwn: false,
              scores: { awareness: 95, associations: 60, trust: 70, value: 60, fit: 50 },
              associations: ['global'],
            },
          ],
          reasons: {
            awareness: 'Everyone knows it',
            associations: 'Local',
            trust: 'Old',
            value: 'Fair',
            fit: 'Yes',
          },
          comparison: 'More local than Coca-Cola',
        },
      },
    ],
    overall_analysis: {
      brand: 'Kinnie',
      brands: [
        {
          brand: 'Kinnie',
          isOwn: true,
          scores: { awareness: 90, associations: 80, trust: 75, value: 70, fit: 85 },
          associations: ['summer in Malta'],
        },
        {
          brand: 'Coca-Cola',
          isOwn: false,
          scores: { awareness: 95, associations: 60, trust: 70, value: 60, fit: 50 },
          associations: ['global'],
        },
      ],
      strengths: [{ dimension: 'fit', text: 'Fits Maltese life better than Coca-Cola' }],
      risks: [{ dimension: 'awareness', text: 'Less known than Coca-Cola' }],
      aggregateScore: 80,
      key_metrics: { overall_sentiment: 'positive' },
      sentimentAnalysis: { distribution: { positive: 100, neutral: 0, negative: 0 } },
      twinCount: 1,
      generatedBy: offline,
    },
  },
  pricing_study: (() => {
    const demand = [2, 3, 4].map((price, k) => {
      const share = 0.6 - k * 0.2;
      return {
        price,
        share,
        low: share - 0.05,
        high: share + 0.05,
        revenue: price * share,
        revenueLow: price * (share - 0.05),
        revenueHigh: price * (share + 0.05),
        revenueBestShare: k === 0 ? 0.7 : 0.15,
      };
    });
    const pricing = {
      method: 'gabor-granger' as const,
      currency: 'EUR' as const,
      prices: [2, 3, 4],
      demand,
      revenueMaximisingPrice: 2,
      acceptableRange: null,
      optimalPrice: null,
      indifferencePrice: null,
    };
    return {
      ...shared,
      concept: 'Free-range eggs',
      type: 'pricing_study' as const,
      concept_details: { method: 'gabor-granger' as const, currency: 'EUR' as const },
      responses: [
        {
          ...twinAnswerItem({
            personaId: 'p1',
            personaName: 'Maria',
            text: '60% likely to buy at €2.00, 20% at €4.00.',
          }),
          detailed: {
            personaName: 'Maria',
            likelihoods: [2, 3, 4].map((price, k) => ({ price, likelihood: 0.6 - k * 0.2 })),
            thresholds: null,
          },
        },
      ],
      ...pricing,
      overall_analysis: {
        ...pricing,
        usualPrice: { amount: 3, label: 'eggs', source: 'BLS', basis: 'reference' as const },
        ladder: {
          source: 'suggested' as const,
          note: 'Suggested around the usual price of eggs, €3.00 (BLS).',
        },
        elasticities: [
          { fromPrice: 2, toPrice: 3, elasticity: -1.7 },
          { fromPrice: 3, toPrice: 4, elasticity: -2.3 },
        ],
        curves: [],
        pointIntervals: null,
        segments: [
          {
            dimension: 'Country' as const,
            segment: 'MT',
            twins: 12,
            weightShare: 1,
            figure: {
              shares: [0.6, 0.4, 0.2],
              revenueMaximisingPrice: 2,
              acceptableRange: null,
              optimalPrice: null,
              indifferencePrice: null,
            },
          },
        ],
        hiddenSegments: { 'Age band': 0, Gender: 0, Income: 0, Parents: 0, Country: 1 },
        panel: { twins: 12, chosenBy: 'filters' as const, matched: 12 },
        summary: 'Gabor-Granger: revenue peaks at €2.00, where 60% are likely to buy.',
        generatedBy: offline,
      },
    };
  })(),
  concept_comparison: (() => {
    const variants = [
      { text: 'A bottle', preferredShare: 0.2, low: 0.1, high: 0.3 },
      { text: 'A bottle that keeps drinks cold', preferredShare: 0.8, low: 0.7, high: 0.9 },
    ].map((variant, v) => ({
      ...variant,
      meanIntent: 2.5 + v,
      meanIntentLow: 2.3 + v,
      meanIntentHigh: 2.7 + v,
      distribution: [0.2, 0.2, 0.2, 0.2, 0.2],
      differences: v === 1 ? ['that keeps drinks cold'] : [],
    }));
    return {
      ...shared,
      concept: 'A bottle',
      type: 'concept_comparison' as const,
      responses: [
        {
          ...twinAnswerItem({
            personaId: 'p1',
            personaName: 'Maria',
            text: 'Prefers Variant B to Variant A: cold drinks.',
          }),
          detailed: {
            personaName: 'Maria',
            intents: [2.5, 3.5],
            distributions: [
              [0.2, 0.2, 0.2, 0.2, 0.2],
              [0.2, 0.2, 0.2, 0.2, 0.2],
            ],
            preferences: [0.2, 0.8],
            preferred: 1,
            reason: 'Prefers Variant B to Variant A: cold drinks.',
          },
        },
      ],
      variants,
      winner: 1,
      overall_analysis: {
        variants,
        winner: 1,
        headToHead: [
          [0, 0.2],
          [0.8, 0],
        ],
        lead: { variant: 1, share: 0.6, low: 0.4, high: 0.8 },
        segments: [],
        hiddenSegments: { 'Age band': 0, Gender: 0, Income: 0, Parents: 0, Country: 0 },
        panel: { twins: 1, chosenBy: 'selection' as const, matched: 1 },
        summary: 'Variant B wins: 80% of the panel prefer it.',
        generatedBy: offline,
      },
    };
  })(),
  feature_study: (() => {
    const definition = {
      product: 'a digital camera',
      attributes: [
        { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
        { name: 'Wifi', levels: ['no wifi', 'wifi'] },
      ],
      prices: [99, 149, 199],
      currency: 'USD' as const,
      none: true,
      tasksPerTwin: 4,
      alternativesPerTask: 3,
    };
    const estimate = (value: number) => ({ value, low: value - 0.1, high: value + 0.1 });
    const partWorths = [
      { attribute: 'Zoom', level: 'a standard zoom', value: 0, low: 0, high: 0 },
      { attribute: 'Zoom', level: 'a higher zoom', ...estimate(0.8) },
      { attribute: 'Wifi', level: 'no wifi', value: 0, low: 0, high: 0 },
      { attribute: 'Wifi', level: 'wifi', ...estimate(0.4) },
    ];
    const importance = [
      { attribute: 'Zoom', isPrice: false, share: 0.3, low: 0.25, high: 0.35 },
      { attribute: 'Wifi', isPrice: false, share: 0.15, low: 0.1, high: 0.2 },
      { attribute: 'Price', isPrice: true, share: 0.55, low: 0.5, high: 0.6 },
    ];
    const willingnessToPay = [
      { attribute: 'Zoom', level: 'a higher zoom', amount: 40, low: 35, high: 46, currency: 'USD' as const },
      { attribute: 'Wifi', level: 'wifi', amount: 20, low: 15, high: 25, currency: 'USD' as const },
    ];
    const noneShare = estimate(0.3);
    const segments = [
      {
        dimension: 'Country' as const,
        segment: 'US',
        twins: 12,
        weightShare: 1,
        figure: {
          willingnessToPay: willingnessToPay.map(({ attribute, level, amount }) => ({
            attribute,
            level,
            amount,
          })),
          noneShare: 0.3,
        },
      },
    ];
    return {
      ...shared,
      concept: 'a digital camera',
      type: 'feature_study' as const,
      concept_details: { product: 'a digital camera', currency: 'USD' as const },
      responses: [
        {
          ...twinAnswerItem({
            personaId: 'p1',
            personaName: 'Maria',
            text: 'Its likeliest pick (60%): A digital camera with a higher zoom and wifi, for $149.',
          }),
          detailed: {
            personaName: 'Maria',
            tasks: [
              {
                products: [
                  { levels: ['a higher zoom', 'wifi'], price: 149 },
                  { levels: ['a standard zoom', 'no wifi'], price: 99 },
                ],
                chances: [0.6, 0.3, 0.1],
              },
            ],
          },
        },
      ],
      partWorths,
      importance,
      willingnessToPay,
      noneShare,
      segments,
      overall_analysis: {
        definition,
        estimate: {
          coefficients: [0.8, 0.4, -1.2, -1],
          resamples: [[0.8, 0.4, -1.2, -1]],
          partWorths,
          importance,
          priceCoefficient: estimate(-0.006),
          willingnessToPay,
          priceNote: null,
          noneShare,
          logLikelihood: -1.1,
        },
        segments,
        hiddenSegments: { 'Age band': 0, Gender: 0, Income: 0, Parents: 0, Country: 0 },
        panel: { twins: 12, chosenBy: 'filters' as const, matched: 12 },
        summary: 'Price matters most (55% of importance).',
        generatedBy: offline,
      },
    };
  })(),
};

/** What only each type's own view shows. */
const OWN_CONTENT: { [Type in RecordType]: string[] } = {
  'focus-group': ['Overall summary', 'I would try it.'],
  interview: [
    'What do you buy on Saturdays?',
    'Bread and fish.',
    'Maria shops at the market.',
    '2 questions',
  ],
  'image-ad': ['What the engine read', 'How the creative lands', 'First impression:', 'Bright orange'],
  image_analysis: ['What the engine read', 'Summer sale, 50% off'],
  angel_pitch: [
    'Panel verdict',
    'Invest',
    'Retired CFO · balanced risk appetite',
    'Paying customers already',
  ],
  brand360: ['Perception map', 'Scores by brand', 'Strengths', 'Risks', 'summer in Malta'],
  pricing_study: [
    'Best price for revenue',
    'Demand',
    'Revenue',
    'Suggested around the usual price of eggs',
    'Demand is centred on the usual price of eggs, €3.00 (source: BLS).',
    'Country: MT',
    '1 segment with fewer than 10 twins not shown',
  ],
  concept_comparison: [
    'Winner: Variant B',
    'that keeps drinks cold',
    'Share preferring each variant',
    'Prefers Variant B to Variant A: cold drinks.',
  ],
  feature_study: [
    'Attribute importance',
    'Willingness to pay',
    'Price matters most',
    'None of these: 30% of choices',
    'Open the study itself to simulate a market.',
    'Country: US',
  ],
};

function show(type: RecordType, record: FeedbackRecordOf<RecordType> = RECORDS[type]) {
  const router = createMemoryRouter([
    { path: '/', element: <DrawnRecord record={record} imageUrl="/image.png" feedbackId={null} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <AuthContext.Provider value={fakeAuth()}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // The radar measures its box; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('one view per record type', () => {
  it('every type of the record union has its descriptor and a fixture', () => {
    expect(Object.keys(RECORD_TYPE_DESCRIPTORS).sort()).toEqual([...RECORD_TYPES].sort());
    for (const type of RECORD_TYPES) expect(feedbackRecordSchema.parse(RECORDS[type]).type).toBe(type);
  });

  it.each([...RECORD_TYPES])("a %s record shows its type's own content", (type) => {
    show(type);
    const page = within(document.body);
    for (const text of OWN_CONTENT[type])
      expect(page.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/saved without an overall summary/)).toBeNull();
  });

  it('an interview shows its questions and answers in order', () => {
    show('interview');
    const turns = screen.getAllByTestId(/^transcript-/).map((turn) => turn.textContent);
    expect(turns).toEqual([
      'QuestionWhat do you buy on Saturdays?',
      'MariaBread and fish.',
      'QuestionWhere do you shop?',
      'MariaAt the market.',
    ]);
  });

  it("each type's headline figure", () => {
    expect(RECORD_TYPES.map((type) => headlineOf(RECORDS[type]))).toEqual([
      'Score 63/100',
      '2 questions asked',
      'Score 63/100',
      'Message specificity 40/100',
      'Verdict: Invest (1 invest, 0 pass)',
      'Brand score 80/100',
      'Best price €2.00',
      'Winner: Variant B',
      'Most important: Price (55%)',
    ]);
  });
});

const trust = trustReport();

describe('trust report', () => {
  it('leads with its plain summary line, warns, and shows every figure one click away', () => {
    show('focus-group', { ...RECORDS['focus-group'], trust });
    expect(screen.getByTestId('trust-summary').textContent).toBe(`${trust.summary}.`);
    expect(screen.getByRole('note').className).toContain('Warning');
    expect(screen.queryByText(/Share likely to buy/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(screen.getByText(/Share likely to buy/).textContent).toBe(
      'Share likely to buy: 57% (95% of resamples between 29% and 86%)',
    );
    expect(screen.getByText(/Overall reaction/).textContent).toContain('kept in 96% of resamples');
    expect(screen.getByText(/Too small to read/).textContent).toContain('Income High (1)');
    expect(screen.getByRole('button', { name: 'Hide the figures' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('of twins who name prices: each price’s spread instead of scale points, and positivity not applicable', () => {
    const named = trustReport({
      spread: {
        scaleDeviation: null,
        disagreement: null,
        named: [{ label: 'Too expensive', unit: 'money', mean: 13.5, deviation: 5.3, variation: 0.39 }],
        people: null,
        tooAlike: false,
        note: 'No measured reference.',
      },
      positivity: {
        topBoxShare: null,
        low: null,
        high: null,
        people: null,
        tooPositive: false,
        note: 'Not applicable: the twins name figures.',
      },
    });
    show('focus-group', { ...RECORDS['focus-group'], trust: named });
    expect(screen.getByRole('note').className).not.toContain('Warning');
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(screen.getByText(/^Too expensive/).textContent).toBe(
      'Too expensive: mean 13.50, standard deviation 39% of the mean',
    );
    expect(screen.queryByText(/scale points/)).toBeNull();
    expect(screen.getByText('Not applicable: the twins name figures.')).toBeTruthy();
  });

  it('is absent from a record without one', () => {
    show('interview');
    expect(screen.queryByTestId('trust-summary')).toBeNull();
  });
});

describe('what the twins understood', () => {
  const reading = {
    category: { id: 'hotel-stay', label: 'hotel room', group: 'travel' },
    confidence: 1,
    usualPrice: {
      amount: 600,
      currency: 'USD' as const,
      unit: 'night' as const,
      quantity: 2,
      source: 'Your correction',
    },
    price: { amount: 240, currency: 'USD', per: 'one-off' },
    attributes: [{ text: 'surprise fees at checkout', counts: 'defect' as const }],
    audience: [],
    measuredDomain: false,
    measuredDomainNote: 'Outside the measured domains.',
    corrections: { categoryId: 'hotel-stay', usualPrice: { amount: 600 } },
  };

  it('shows the reading a run used and says what the user corrected', () => {
    const record = RECORDS['focus-group'];
    show('focus-group', { ...record, overall_analysis: { ...record.overall_analysis!, reading } });
    const shown = screen.getByTestId('run-reading').textContent;
    expect(shown).toContain('Producthotel room (travel), chosen by you');
    expect(shown).toContain('Usual price$600 for 2 nights (Your correction)');
    expect(shown).toContain('Claimssurprise fees at checkout (defect)');
    expect(screen.getByText(/You corrected the category and the usual price before the run/)).toBeTruthy();
  });

  it('is absent from a run made before readings were kept', () => {
    show('focus-group');
    expect(screen.queryByTestId('run-reading')).toBeNull();
  });
});
