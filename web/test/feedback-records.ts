// Strict feedback records for web tests, as the server answers them: each builder fills what the test leaves out.
import type { AnswerDetail, TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { InterviewAnalysis, InterviewMessage } from '@contracts/interviews';
import type { TrustReport } from '@contracts/trust-report';

const at = '2026-03-05T14:07:00.000Z';

const shared = () => ({
  id: `r-${Math.random().toString(36).slice(2)}`,
  user_id: 'u1',
  concept: '',
  concept_details: null,
  selected_personas: ['p1', 'p2'],
  summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
  stored_type: null,
  filters: null,
  engine: null,
  trust: null,
  audiences: [],
  created_at: at,
  updated_at: at,
});

export function twinAnswerItem(
  fields: Partial<Omit<TwinAnswerItem, 'detailed'>> & { detailed?: Partial<AnswerDetail> } = {},
): TwinAnswerItem {
  const { detailed, ...item } = fields;
  const personaName = item.personaName ?? null;
  const interestLevel = detailed?.interestLevel ?? null;
  return {
    personaId: '',
    sender: 'ai',
    personaName,
    text: '',
    followUpConversations: [],
    ...item,
    detailed: {
      sentiment: null,
      sentimentScore: null,
      personaName,
      interestLevel,
      concept: { interestLevel },
      purchaseIntent: null,
      reasonsFor: [],
      reasonsAgainst: [],
      concerns: [],
      suggestions: [],
      ...detailed,
    },
  };
}

/** A record of a type whose responses are twin answers (a concept test, or an image ad saved by hand). */
function answersRecord<Type extends 'focus-group' | 'image-ad'>(type: Type) {
  return (fields: Partial<FeedbackRecordOf<Type>> = {}) =>
    ({
      ...shared(),
      type,
      stored_type: type,
      responses: [],
      overall_analysis: null,
      ...fields,
    }) as FeedbackRecordOf<Type>;
}

export const conceptTestRecord = answersRecord('focus-group');

export function interviewMessage(fields: Partial<InterviewMessage> = {}): InterviewMessage {
  return {
    id: `m-${Math.random().toString(36).slice(2)}`,
    sender: 'ai',
    personaId: 'p1',
    personaName: '',
    text: '',
    timestamp: at,
    ...fields,
  };
}

export function interviewRecord(
  fields: Partial<Omit<FeedbackRecordOf<'interview'>, 'overall_analysis'>> & {
    overall_analysis?: Partial<InterviewAnalysis>;
  } = {},
): FeedbackRecordOf<'interview'> {
  const { overall_analysis: analysis, ...rest } = fields;
  const messages = rest.responses ?? [];
  const count = (sender: InterviewMessage['sender']) =>
    messages.filter((message) => message.sender === sender).length;
  return {
    ...shared(),
    type: 'interview',
    stored_type: 'interview',
    responses: messages,
    ...rest,
    overall_analysis: {
      conversation_summary: null,
      conversation_stats: {
        total_messages: messages.length,
        user_messages: count('user'),
        ai_messages: count('ai'),
        last_updated: at,
      },
      topics: [],
      max_questions: 20,
      ...analysis,
    },
  };
}

export const imageAdRecord = answersRecord('image-ad');

/** A trust report that warns (too alike) with a figure of each kind. */
export function trustReport(fields: Partial<TrustReport> = {}): TrustReport {
  return {
    summary:
      'Stable: the top answer (positive) holds in 96% of resamples; answers are much more alike than real people’s; outside the measured domains',
    stability: {
      draws: 200,
      headlines: [
        {
          key: 'likely-to-buy',
          label: 'Share likely to buy',
          unit: 'share',
          value: 0.57,
          low: 0.29,
          high: 0.86,
        },
      ],
      ranking: { label: 'Overall reaction', top: 'positive', holds: 0.96 },
      retest: null,
      note: 'The offline engine gives a twin the same answer every time it is asked.',
    },
    spread: {
      scaleDeviation: 0,
      disagreement: 0,
      named: [],
      people: { source: 'coupon survey', questions: 159, value: 0.405 },
      tooAlike: true,
      note: 'Much more alike than real people.',
    },
    positivity: {
      topBoxShare: 0.57,
      low: 0.29,
      high: 0.86,
      people: null,
      tooPositive: false,
      note: '57% would buy.',
    },
    measuredDomain: { measured: false, note: 'Outside the measured domains.', figures: [], source: null },
    panel: {
      size: 7,
      countries: ['NL'],
      mixDistance: 0.2,
      mix: [{ dimension: 'Age', distance: 0.25 }],
      minSegmentTwins: 3,
      smallSegments: [{ dimension: 'Income', segment: 'High', twins: 1 }],
      comparedWith: 'market',
      audiences: [],
      source: 'marginals',
      note: '7 twins.',
    },
    engineVersion: '3.0.0',
    computedAt: '2026-11-26T09:00:00.000Z',
    ...fields,
  };
}
