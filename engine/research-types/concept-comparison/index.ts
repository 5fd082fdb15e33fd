/** The concept comparison's part of the engine's public API: its run and how its variants are put to a twin. */
export {
  comparisonCallsPerTwin,
  executeConceptComparison,
  variantAnswerer,
  type ComparisonTwinAnswer,
} from './run-concept-comparison';
