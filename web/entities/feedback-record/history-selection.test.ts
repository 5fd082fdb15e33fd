import { describe, expect, it } from 'vitest';
import type { FeedbackRecord } from '../../../contracts/feedback';
import { enrichHistoryItem, flatConcept, replayRequest } from './history-selection';

const record: FeedbackRecord = {
  id: 'f1',
  user_id: 'u1',
  concept: null,
  concept_details: { content: 'A plant kit' },
  filters: null,
  selected_personas: ['p1', { id: 'p2', name: 'Ana' }],
  responses: [{ personaId: 'p1', text: 'Nice' }],
  overall_analysis: { aggregateScore: 70 },
  type: 'focus-group',
  engine: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('history selection', () => {
  it('enriches a selected item as the spec says', () => {
    const selection = enrichHistoryItem(record);
    expect(selection).toMatchObject({ source: 'history', feedbackId: 'f1', concept: 'A plant kit', selectedPersonas: ['p1', 'p2'] });
    expect(selection.responses[0]).toMatchObject({ personaId: 'p1', feedbackId: 'f1', concept: 'A plant kit' });
    expect(replayRequest(selection)).toMatchObject({ feedbackContent: 'A plant kit', source: 'history', feedbackId: 'f1', overallAnalysis: { aggregateScore: 70 } });
  });

  it('prefers the flat concept, then concept_details content, then description', () => {
    expect(flatConcept({ concept: ' Flat ', concept_details: { content: 'x' } })).toBe('Flat');
    expect(flatConcept({ concept: '', concept_details: { description: 'Described' } })).toBe('Described');
    expect(flatConcept({ concept: null, concept_details: null })).toBe('');
  });
});
