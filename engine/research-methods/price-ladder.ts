// A price ladder suggested around the product's usual price: seven prices, each a step of 20% from the next,
// rounded to two significant figures as prices are written.
export const SUGGESTED_STEP = 1.2;

/** Two significant figures: 3.47 → 3.5, 12.3 → 12, 1,234 → 1,200. */
export function roundPrice(price: number): number {
  const unit = 10 ** (Math.floor(Math.log10(price)) - 1);
  return Math.round(Math.round(price / unit) * unit * 100) / 100;
}

export function ladderAround(centre: number, count: number): number[] {
  const half = (count - 1) / 2;
  const prices = Array.from({ length: count }, (_, k) => roundPrice(centre * SUGGESTED_STEP ** (k - half)));
  return [...new Set(prices)].sort((a, b) => a - b);
}

/** The centre a ladder is read around: the geometric mean of its prices. */
export function ladderCentre(prices: readonly number[]): number {
  return Math.exp(prices.reduce((sum, price) => sum + Math.log(price), 0) / prices.length);
}
