// The currencies prices are asked and shown in, and how a price is written.
export const PRICING_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<PricingCurrency, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF ',
};
/** A price as users read it: '€12.50', 'CHF 1,200'. */
export function formatPrice(amount: number, currency: PricingCurrency): string {
  const digits = amount >= 100 ? 0 : 2;
  return `${CURRENCY_SYMBOLS[currency]}${amount.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
