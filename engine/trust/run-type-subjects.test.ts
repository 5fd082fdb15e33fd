import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '../../contracts/feedback-records';
import { testPersona } from '../test-personas';
import { trustSubjectOf } from './run-type-subjects';
import { buildTrustReport } from './trust-report';

const OPTIONS = { seed: 's', provider: 'offline', engineVersion: 't', now: new Date('2026-11-26T09:00:00Z') };
const personas = ['a', 'b', 'c', 'd', 'e'].map((id, i) => testPersona({ id, age: 25 + i * 10 }));
const base = {
  id: 'r',
  concept: 'A concept',
  concept_details: null,
  selected_personas: personas.map((p) => p.id),
  summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
  stored_type: null,
  filters: null,
  engine: null,
  trust: null,
  audiences: [],
  created_at: '2026-11-26T09:00:00Z',
  updated_at: '2026-11-26T09:00:00Z',
};
const item = <Detail>(personaId: string, detailed: Detail) => ({
  personaId,
  sender: 'ai' as const,
  personaName: personaId,
  text: 'Answer',
  detailed,
  followUpConversations: [],
});
const scores = (value: number) => ({
  awareness: value,
  associations: value,
  trust: value,
  value,
  fit: value,
});

describe('run types as trust subjects', () => {
  it('an angel pitch: invest or pass, the panel’s decision as its top answer, nothing to compare with people', () => {
    const record: FeedbackRecordContent = {
      ...base,
      type: 'angel_pitch',
      concept_details: null,
      overall_analysis: null,
      responses: personas.map((p, i) =>
        item(p.id, {
          personaName: p.name,
          investor: { role: 'Angel', riskAppetite: 'balanced' as const, focus: 'team' },
          decision: i < 4 ? ('invest' as const) : ('pass' as const),
          reasons: [],
        }),
      ),
    };
    const report = buildTrustReport(trustSubjectOf(record, personas)!, OPTIONS);
    expect(report.stability.headlines[0]).toMatchObject({ key: 'invest', value: 0.8 });
    expect(report.stability.ranking?.top).toBe('invest');
    expect(report.positivity.people).toBeNull();
    expect(report.spread.people).toBeNull();
    expect(report.measuredDomain.measured).toBe(false);
  });

  it('a Brand 360 study: the brand’s mean rating, the brands ranked, identical ratings flagged as one answer', () => {
    const record: FeedbackRecordContent = {
      ...base,
      type: 'brand360',
      concept_details: null,
      overall_analysis: null,
      responses: personas.map((p) =>
        item(p.id, {
          sentiment: 'positive' as const,
          sentimentScore: 80,
          personaName: p.name,
          ratings: [
            { brand: 'Ours', isOwn: true, scores: scores(70), associations: [] },
            { brand: 'Theirs', isOwn: false, scores: scores(40), associations: [] },
          ],
          reasons: { awareness: 'r', associations: 'r', trust: 'r', value: 'r', fit: 'r' },
          comparison: 'Better',
        }),
      ),
    };
    const report = buildTrustReport(trustSubjectOf(record, personas)!, OPTIONS);
    expect(report.stability.headlines[0]).toMatchObject({ key: 'brand-score', value: 70, low: 70, high: 70 });
    expect(report.stability.ranking).toMatchObject({ label: 'Best-rated brand', top: 'Ours', holds: 1 });
    expect(report.spread.tooAlike).toBe(true);
    expect(report.summary).toContain('every twin gave the same answer');
  });

  it('an interview and a run without answers have no report', () => {
    const interview = { ...base, type: 'interview', responses: [], overall_analysis: null } as never;
    expect(trustSubjectOf(interview, personas)).toBeNull();
    const empty: FeedbackRecordContent = {
      ...base,
      type: 'focus-group',
      responses: [],
      overall_analysis: null,
    };
    expect(trustSubjectOf(empty, personas)).toBeNull();
  });
});
