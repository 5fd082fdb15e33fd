/** The pricing study's part of the engine's public API: its ladder, its run and where a second sample reads its answers. */
export {
  askedPrices,
  executePricingStudy,
  ladderFor,
  type PriceLadder,
  type PricingStudyResult,
  type PricingTwinAnswer,
} from './run-pricing-study';
export { middlePriceIndex } from './trust-subject';
