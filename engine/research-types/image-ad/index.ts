/** The ad test's part of the engine's public API: its run, and the image analysis that reads an ad without twins. */
export { analyseImage, IMAGE_READER } from './analyse-image';
export {
  adTextOf,
  runImageAdTest,
  type ImageAdTestResult,
  type RunImageAdTestOptions,
} from './run-image-ad-test';
