import { z } from 'zod';
import { subscriptionSchema } from './account';

export const tokensSchema = z.object({
  balance: z.number(),
  subscription: subscriptionSchema.nullable(),
  isUnlimited: z.boolean(),
});
export type Tokens = z.infer<typeof tokensSchema>;
