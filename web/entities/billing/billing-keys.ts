// Query keys of billing data.
export const billingKeys = {
  plans: () => ['billing', 'plans'] as const,
};
