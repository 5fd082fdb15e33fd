import { readConcept } from './engine/offline/reading/concept-reader';
for (const t of ["An umbrella that survives 60 mph storms, $25", "An umbrella that breaks in the first strong wind, $25", "A laptop that is fast and reliable", "A laptop that overheats and crashes", "A kettle with no warranty", "A kettle with a two-year warranty", "A car that failed crash tests", "A car with a top safety rating", "A jacket that is not waterproof", "A waterproof jacket", "Granola with no added sugar", "Granola with added sugar", "BPA-free water bottle", "Shampoo free of parabens and sulfates"]) {
  const r = readConcept(t); console.log(t, '=>', JSON.stringify(r.quality.map(q => [q.text, q.valence, q.weight])), Object.keys(r.claims).join(','));
}
