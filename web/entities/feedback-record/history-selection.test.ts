import { describe, expect, it } from 'vitest';
import { conceptTestRecord, twinAnswerItem } from '@web/test/feedback-records';
import { enrichHistoryItem, flatConcept } from './history-selection';

const record = conceptTestRecord({
  id: 'f1',
  concept: '',
  concept_details: { content: 'A plant kit' },
  selected_personas: ['p1', 'p2'],
  responses: [twinAnswerItem({ personaId: 'p1', text: 'Nice' })],
});

describe('history selection', () => {
  it('enriches a selected item as the spec says', () => {
    const selection = enrichHistoryItem(record);
    expect(selection).toMatchObject({
      source: 'history',
      feedbackId: 'f1',
      concept: 'A plant kit',
      selectedPersonas: ['p1', 'p2'],
    });
    expect(selection.responses[0]).toMatchObject({
      personaId: 'p1',
      feedbackId: 'f1',
      concept: 'A plant kit',
    });
  });

  it('prefers the flat concept, then concept_details content, then description', () => {
    expect(flatConcept({ concept: ' Flat ', concept_details: { content: 'x' } })).toBe('Flat');
    expect(flatConcept({ concept: '', concept_details: { description: 'Described' } })).toBe('Described');
    expect(flatConcept({ concept: '', concept_details: null })).toBe('');
  });
});
