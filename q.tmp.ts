import { readConcept } from './engine/offline/reading/concept-reader';
import { answerConceptOffline } from './engine/offline/offline-provider';
import { SAMPLE_PERSONAS } from './engine/test-personas';
for (const c of [
  'Plant-based protein bars with no added sugar, €2.49 each',
  'A dozen free-range eggs for $24.99',
  'FreshLoaf: a weekly sourdough bread subscription, €6 a week, first week free',
  'Merino wool socks, 3 pairs for €15',
]) {
  const r = readConcept(c);
  console.log(
    c,
    '| name:',
    r.name,
    '| label:',
    r.reference?.label,
    r.reference?.priceRatio?.toFixed(2),
    '| quality:',
    JSON.stringify(r.quality),
  );
  for (const p of SAMPLE_PERSONAS.slice(0, 3)) {
    const a = answerConceptOffline({ persona: p, concept: c });
    console.log('  ', p.name, a.sentiment, '|', a.text.slice(0, 400));
    console.log('     concerns:', a.concerns.join(' // '), '| sugg:', a.suggestions.join(' // '));
  }
}
