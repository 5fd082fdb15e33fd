/** The feature study's part of the engine's public API: its definition, its cost in model calls, its run and its market simulator. */
export {
  answersChoiceTasks,
  definitionOf,
  featureStudyCallsPerTwin,
  maxTasksFor,
  runFeatureStudy,
  type FeatureStudyResult,
  type FeatureTwinAnswer,
} from './run-feature-study';
export { simulateMarket, SimulationInputError } from '../../research-methods/feature-estimate';
