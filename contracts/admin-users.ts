// The admin's user list and its changes: a credit adjustment, a manual subscription and the admin role.
import { z } from 'zod';
import { PLAN_IDS } from './billing-catalog';
import { MAX_CREDIT_AMOUNT } from './credits';

export const adminCreditSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-MAX_CREDIT_AMOUNT, `At least -${MAX_CREDIT_AMOUNT.toLocaleString('en')}`)
    .max(MAX_CREDIT_AMOUNT, `At most ${MAX_CREDIT_AMOUNT.toLocaleString('en')}`)
    .refine((n) => n !== 0, 'Enter a non-zero whole number'),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(200),
});
export const adminSubscriptionSchema = z.object({
  status: z.enum(['active', 'trialing', 'past_due', 'canceled']),
  plan: z.enum(PLAN_IDS),
  currentPeriodEnd: z.iso.datetime().optional(),
});
export type AdminSubscriptionRequest = z.infer<typeof adminSubscriptionSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  balance: z.number(),
  subscription: z.object({ status: z.string(), product_name: z.string().nullable() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);
/** POST /api/admin/users/:id/credits: the balance after the adjustment. */
export const adminCreditResultSchema = z.object({ balance: z.number() });
/** PUT /api/admin/users/:id/subscription */
export const adminSubscriptionResultSchema = z.object({
  status: adminSubscriptionSchema.shape.status,
  plan: z.enum(PLAN_IDS),
});
/** PUT /api/admin/users/:id/role: grants (true) or withdraws (false) the admin role. */
export const adminRoleSchema = z.object({ isAdmin: z.boolean() });
export type AdminRoleRequest = z.infer<typeof adminRoleSchema>;
export const adminRoleResultSchema = adminRoleSchema;
