import { APPAREL } from './categories/apparel';
import { B2B } from './categories/b2b';
import { BEAUTY } from './categories/beauty';
import type { ProductCategory } from './categories/category-entry';
import { ELECTRONICS } from './categories/electronics';
import { FINANCIAL } from './categories/financial';
import { FOOD_SERVICE } from './categories/food-service';
import { GROCERIES } from './categories/groceries';
import { HOME } from './categories/home';
import { HOUSEHOLD } from './categories/household';
import { LOCAL_SERVICES } from './categories/local-services';
import { OTC_HEALTH } from './categories/otc-health';
import { PERSONAL_CARE } from './categories/personal-care';
import { PETS } from './categories/pets';
import { SOFTWARE_SAAS } from './categories/software-saas';
import { SUBSCRIPTIONS } from './categories/subscriptions';
import { TOYS_BABY } from './categories/toys-baby';
import { TRAVEL } from './categories/travel';

export {
  GOODS_GROUPS,
  PRODUCT_GROUPS,
  UNITS,
  type AudienceHint,
  type InterestTerms,
  type PriceRange,
  type ProductCategory,
  type ProductGroup,
  type Quantity,
  type Unit,
} from './categories/category-entry';

/**
 * Every product category the engine can price, one group file each under categories/. Order breaks
 * ties in placement: everyday shop products first, so a branded grocery item is read as one.
 */
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  ...GROCERIES,
  ...HOUSEHOLD,
  ...PERSONAL_CARE,
  ...OTC_HEALTH,
  ...BEAUTY,
  ...TOYS_BABY,
  ...PETS,
  ...APPAREL,
  ...ELECTRONICS,
  ...HOME,
  ...FOOD_SERVICE,
  ...TRAVEL,
  ...SOFTWARE_SAAS,
  ...SUBSCRIPTIONS,
  ...LOCAL_SERVICES,
  ...FINANCIAL,
  ...B2B,
];

const BY_ID = new Map(PRODUCT_CATEGORIES.map((category) => [category.id, category]));

export function productCategory(id: string): ProductCategory | undefined {
  return BY_ID.get(id);
}

const INDEX_BY_ID = new Map(PRODUCT_CATEGORIES.map((category, index) => [category.id, index]));

/** A category's place in PRODUCT_CATEGORIES, or -1 for an id no category has. */
export function categoryIndexOf(id: string): number {
  return INDEX_BY_ID.get(id) ?? -1;
}
