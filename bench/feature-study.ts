// A feature value study checked against people, and its speed (printed, never asserted; issue 41, decision 053).
// 1. The camera check: a study with the attributes, levels and prices of the calibration cameras (Allenby et al.
//    2014; levels and prices from ../shared/data/validation/README.md: the study never reads the choice file) on the
//    library's 250 US twins (a study filtered to the US takes them all: its panel holds up to 300), 16 tasks of 4
//    cameras and "none" as the respondents saw; each feature's willingness to pay beside the respondents' own (the
//    README's conditional-logit figures), and the none share.
// 2. Speed: 300 twins x 12 tasks x 3 alternatives answered offline; the estimate with its bootstrap; a simulation;
//    and the whole POST /api/feature-studies on PGlite for the 300 twins a panel holds at most.
// Run: npx tsx bench/feature-study.ts
import type { FeatureStudyDefinition } from '@contracts/feature-study';
import type { Persona } from '@contracts/personas';
import { MAX_FEATURE_PANEL_TWINS } from '@contracts/research-panel';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { estimateFeatureValues, simulateMarket } from '@engine/research-methods/feature-estimate';
import { runFeatureStudy } from '@engine/research-types/feature-study/run-feature-study';
import { libraryPersonas } from '@server/services/personas/library-personas';
import { drawPanel } from '@server/services/research-panels/choose-panel';
import { medianMs, signedInApp } from './support/signed-in-app';

const CAMERA: FeatureStudyDefinition = {
  product: 'a digital camera',
  attributes: [
    { name: 'Pixels', levels: ['a standard pixel count', 'a higher pixel count'] },
    { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
    { name: 'Video', levels: ['no video capture', 'video capture'] },
    { name: 'Screen', levels: ['a fixed screen', 'a swivel screen'] },
    { name: 'Wifi', levels: ['no wifi', 'wifi'] },
  ],
  prices: [79, 129, 179, 229, 279],
  currency: 'USD',
  none: true,
  tasksPerTwin: 16,
  alternativesPerTask: 4,
};
/** The respondents' willingness to pay by attribute, and their none share (README of the validation data). */
const PEOPLE: Record<string, number> = { Pixels: 51, Zoom: 54, Video: 41, Wifi: 39, Screen: 23 };
const PEOPLE_NONE = 0.26;

const library = libraryPersonas();
const provider = createOfflineProvider();
const panelOf = (twins: number) => ({ twins, chosenBy: 'filters' as const, matched: twins });

async function cameraCheck(name: string, panel: Persona[]) {
  const camera = (
    await runFeatureStudy({
      provider,
      personas: panel,
      definition: CAMERA,
      panel: panelOf(panel.length),
      seed: 'camera-check',
    })
  ).analysis;
  console.log(`Camera check: ${panel.length} ${name}, 16 tasks x 4 cameras + none\n`);
  console.log('| Feature | Twins ($, 90% interval) | People ($) | Ratio | Within x2 |');
  console.log('|---|---|---|---|---|');
  for (const w of camera.estimate.willingnessToPay) {
    const ratio = w.amount / PEOPLE[w.attribute]!;
    console.log(
      `| ${w.attribute} | ${w.amount.toFixed(0)} (${w.low.toFixed(0)} to ${w.high.toFixed(0)}) | ${PEOPLE[w.attribute]} | ${ratio.toFixed(2)} | ${ratio >= 0.5 && ratio <= 2 ? 'yes' : 'NO'} |`,
    );
  }
  if (camera.estimate.priceNote) console.log(`\n${camera.estimate.priceNote}`);
  const none = camera.estimate.noneShare!;
  console.log(
    `\nNone share: twins ${(none.value * 100).toFixed(1)}% (${(none.low * 100).toFixed(1)} to ${(none.high * 100).toFixed(1)}), people ${PEOPLE_NONE * 100}%: ${Math.abs(none.value - PEOPLE_NONE) <= 0.1 ? 'within' : 'NOT within'} 10 points`,
  );
  console.log(
    `Importance: ${camera.estimate.importance.map((i) => `${i.attribute} ${(i.share * 100).toFixed(0)}%`).join(', ')}\n`,
  );
}

// The calibration respondents are US adults (validation/choice-data.ts answers them with US twins too); the issue's
// check is on the 200 twins of the library's default draw, all four countries.
await cameraCheck(
  'US twins',
  drawPanel(
    library.filter((twin) => twin.country_code === 'US'),
    { countries: ['US'] },
    MAX_FEATURE_PANEL_TWINS,
  ),
);
await cameraCheck('twins of the default draw', drawPanel([...library], {}, 200));

const big = library.slice(0, 300);
const definition = { ...CAMERA, tasksPerTwin: 12, alternativesPerTask: 3 };
let started = performance.now();
const study = await runFeatureStudy({
  provider,
  personas: big,
  definition,
  panel: panelOf(big.length),
  seed: 'speed',
});
const answerAndEstimateMs = performance.now() - started;
started = performance.now();
const choices = study.answers.map((answer, i) => ({
  weight: big[i]!.weight ?? 1,
  tasks: answer.detail.tasks.map((task) => ({
    products: task.products.map((product) => ({
      levels: product.levels.map((level, a) => definition.attributes[a]!.levels.indexOf(level)),
      price: definition.prices.indexOf(product.price),
    })),
    chances: task.chances,
  })),
}));
const estimate = estimateFeatureValues(definition, choices, 'speed');
const estimateMs = performance.now() - started;
const products = [
  {
    levels: {
      Pixels: 'a higher pixel count',
      Zoom: 'a higher zoom',
      Video: 'video capture',
      Screen: 'a fixed screen',
      Wifi: 'wifi',
    },
    price: 229,
  },
  {
    levels: {
      Pixels: 'a standard pixel count',
      Zoom: 'a higher zoom',
      Video: 'no video capture',
      Screen: 'a swivel screen',
      Wifi: 'no wifi',
    },
    price: 129,
  },
  {
    levels: {
      Pixels: 'a standard pixel count',
      Zoom: 'a standard zoom',
      Video: 'no video capture',
      Screen: 'a fixed screen',
      Wifi: 'no wifi',
    },
    price: 79,
  },
];
started = performance.now();
simulateMarket(definition, estimate, { products, none: true });
const simulateMs = performance.now() - started;
console.log(`\nSpeed, 300 twins x 12 tasks x 3 alternatives, offline:`);
console.log(`| Step | ms | Goal |\n|---|---|---|`);
console.log(
  `| Design, answers, estimate and segments (engine) | ${answerAndEstimateMs.toFixed(0)} | whole POST <= 3000 |`,
);
console.log(`| Estimate with 1000 bootstrap resamples | ${estimateMs.toFixed(0)} | <= 500 |`);
console.log(`| One simulation, 3 products + none | ${simulateMs.toFixed(1)} | <= 50 |`);

const { post, close } = await signedInApp();
const postMs = await medianMs(() => post('/api/feature-studies', { ...definition, filters: {} }));
console.log(
  `| Whole POST /api/feature-studies, 300 twins x 12 tasks x 3 (PGlite, median of 5) | ${Math.round(postMs)} | <= 3000 |`,
);
await close();
