import { describe, expect, it } from 'vitest';
import { feedbackRecordSchema, snapshotSchema } from '@contracts/feedback-records';
import { ownedInterviewRecordSchema } from '@contracts/interviews';
import {
  feedbackRecordContentOf,
  storedRecordFromJson,
  toFeedbackRecord,
  toInterviewRecord,
  type FeedbackRow,
} from './normalise-record';

const createdAt = new Date('2025-03-01T10:00:00.000Z');
const updatedAt = new Date('2025-03-02T10:00:00.000Z');

function row(fields: Partial<FeedbackRow>): FeedbackRow {
  return {
    id: '0b5c6d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    userId: 'user-1',
    concept: 'A concept',
    conceptDetails: null,
    selectedPersonas: [],
    responses: [],
    overallAnalysis: {},
    type: 'focus-group',
    filters: null,
    engine: null,
    followUpCounts: {},
    createdAt,
    updatedAt,
    ...fields,
  } as FeedbackRow;
}

/** Strict: the answer parses under its contract and parsing drops nothing (no field outside the contract). */
function expectStrict(record: unknown) {
  expect(feedbackRecordSchema.parse(record)).toEqual(record);
}

const purchaseIntent = { distribution: [0.1, 0.2, 0.4, 0.2, 0.1], expected: 3 };
const reason = { text: 'Price', conceptDetail: '€29 a month', personaAttribute: 'income' };

describe('a stored record read into its strict shape', () => {
  it('keeps everything an engine answer holds, in the spec’s places', () => {
    const engineAnswer = {
      personaId: 'twin-1',
      sender: 'ai',
      personaName: 'Maria',
      text: 'I would try it.',
      detailed: {
        sentiment: 'positive',
        sentimentScore: 80,
        personaName: 'Maria',
        interestLevel: 4,
        concept: { interestLevel: 4 },
        purchaseIntent,
        reasonsFor: [reason],
        reasonsAgainst: [],
        concerns: ['Delivery'],
        suggestions: ['A trial'],
      },
      followUpConversations: [
        { question: 'Why?', response: 'Because.', timestamp: '2025-03-01T11:00:00.000Z', isSaved: true },
      ],
    };
    const record = toFeedbackRecord(row({ responses: [engineAnswer], selectedPersonas: ['twin-1'] }));
    expectStrict(record);
    expect(record.responses[0]).toEqual(engineAnswer);
    expect(record).toMatchObject({
      type: 'focus-group',
      user_id: 'user-1',
      selected_personas: ['twin-1'],
      overall_analysis: null,
    });
  });

  it('reads a hand-saved record of arbitrary JSON: odd fields dropped, what the UI shows kept, defaults filled', () => {
    const record = toFeedbackRecord(
      row({
        type: 'image-ad',
        concept: null,
        conceptDetails: { content: 'Old concept', extra: { deep: [1, 2] }, description: 42 },
        selectedPersonas: ['twin-1', { id: 'twin-2', name: 'Tom' }, { name: 'no id' }, 7, null],
        responses: [
          'not an answer',
          null,
          {
            personaId: 'twin-2',
            detailed: {
              personaName: 'Tom',
              sentiment: 'ecstatic',
              sentimentScore: '90',
              concept: { interestLevel: 5 },
              reasonsFor: [reason, { text: '' }],
              concerns: ['Cost', 3],
            },
            weird: true,
          },
          {
            sender: 'user',
            text: 'A question',
            followUpConversations: [{ question: 'Q' }, 'junk', { response: 'R', isSaved: false }],
          },
        ],
        overallAnalysis: {
          key_metrics: { overall_sentiment: 71.6 },
          aggregateScore: 12,
          sentimentAnalysis: { distribution: { positive: 60, neutral: '30', negative: 140 } },
          qualitativeFeedback: { perceivedKeyMessages: ['Cheap', 2, 'Green'] },
          anything: { else: true },
        },
      }),
    );
    expectStrict(record);
    expect(record).toMatchObject({
      type: 'image-ad',
      concept: '',
      concept_details: { content: 'Old concept' },
      selected_personas: ['twin-1', 'twin-2'],
      overall_analysis: null,
      summary: {
        sentimentPercent: 72,
        sentimentDistribution: { positive: 60, neutral: 0, negative: 100 },
        keyMessages: ['Cheap', 'Green'],
      },
    });
    expect(record.responses).toHaveLength(2);
    const [tom, question] = record.responses as Extract<typeof record, { type: 'image-ad' }>['responses'];
    expect(tom).toMatchObject({ personaId: 'twin-2', sender: 'ai', personaName: 'Tom', text: '' });
    expect(tom!.detailed).toMatchObject({
      sentiment: null,
      sentimentScore: null,
      interestLevel: 5,
      concept: { interestLevel: 5 },
      reasonsFor: [reason],
      concerns: ['Cost'],
    });
    expect(question).toMatchObject({ sender: 'user', personaId: '', personaName: null, text: 'A question' });
    expect(question!.followUpConversations).toEqual([
      { question: 'Q', response: '', timestamp: '', isSaved: true },
      { question: '', response: 'R', timestamp: '', isSaved: true },
    ]);
  });

  it('reads an unknown or missing type as the default, with no analysis unless it is the engine’s', () => {
    for (const type of [null, '', 'mystery']) {
      const record = toFeedbackRecord(
        row({ type, overallAnalysis: { aggregateScore: 'high' }, filters: { countries: ['Atlantis'] } }),
      );
      expectStrict(record);
      expect(record).toMatchObject({
        type: 'focus-group',
        overall_analysis: null,
        filters: null,
        summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
      });
    }
  });

  it('reads a legacy interview: messages without ids or times get them, stats come from the messages when not stored', () => {
    const record = toFeedbackRecord(
      row({
        type: 'interview',
        responses: [
          { sender: 'user', text: 'Hello?' },
          {
            sender: 'ai',
            personaName: 'Maria',
            personaId: 'twin-1',
            text: 'Hi.',
            timestamp: '2025-03-01T10:01:00.000Z',
          },
          5,
        ],
        overallAnalysis: {
          conversation_summary: 'Greeted',
          topics: ['hello', 3],
          conversation_stats: { total_messages: -1, created_at: '2025-03-01T10:00:00.000Z' },
        },
      }),
    );
    expectStrict(record);
    expect(record.type).toBe('interview');
    if (record.type !== 'interview') return;
    expect(record.responses).toEqual([
      {
        id: 'message-1',
        sender: 'user',
        personaId: '',
        personaName: '',
        text: 'Hello?',
        timestamp: createdAt.toISOString(),
      },
      {
        id: 'message-2',
        sender: 'ai',
        personaId: 'twin-1',
        personaName: 'Maria',
        text: 'Hi.',
        timestamp: '2025-03-01T10:01:00.000Z',
      },
    ]);
    expect(record.overall_analysis).toEqual({
      conversation_summary: 'Greeted',
      conversation_stats: {
        total_messages: 2,
        user_messages: 1,
        ai_messages: 1,
        last_updated: '2025-03-01T10:00:00.000Z',
      },
      topics: ['hello'],
      max_questions: 20,
    });
  });

  it('reads an interview row as an interview record', () => {
    const record = toInterviewRecord(
      row({ type: 'interview', overallAnalysis: 'not an object' as unknown as Record<string, unknown> }),
    );
    expect(ownedInterviewRecordSchema.parse(record)).toEqual(record);
    expect(record.overall_analysis.conversation_stats.last_updated).toBe(updatedAt.toISOString());
  });

  it('reads a snapshot’s copy in the shape older links stored, without an owner', () => {
    const copy = {
      id: 'snap-record',
      concept: 'Shared',
      concept_details: null,
      selected_personas: [{ id: 'twin-1' }],
      responses: [{ personaId: 'twin-1', text: 'Nice', detailed: { sentiment: 'neutral' } }],
      overall_analysis: { sentimentAnalysis: { distribution: { positive: 10, neutral: 80, negative: 10 } } },
      type: 'focus-group',
      filters: { countries: ['MT'], incomeGroups: ['Middle'] },
      engine: { provider: 'offline', model: 'm' },
      created_at: '2025-01-01T00:00:00.000Z',
    };
    const snapshot = {
      ...feedbackRecordContentOf(storedRecordFromJson(copy)),
      shared_at: '2025-01-02T00:00:00.000Z',
    };
    expect(snapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({
      selected_personas: ['twin-1'],
      filters: { ageGroups: [], countries: ['MT'], cities: [], incomeGroups: ['Middle'], jobTypes: [] },
      engine: null,
      updated_at: copy.created_at,
      summary: { sentimentPercent: 10 },
    });
    expect('user_id' in snapshot).toBe(false);
  });
});
