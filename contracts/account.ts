import { z } from 'zod';

export const CURRENT_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export const subscriptionSchema = z.object({
  status: z.string(),
  current_period_end: z.string().nullable(),
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const profileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() }),
  profile: profileSchema.nullable(),
  isAdmin: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/auth/get-session (better-auth): the session and its user, or null when signed out. */
export const sessionResponseSchema = z
  .object({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: z.looseObject({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean().optional(),
      image: z.string().nullable().optional(),
      createdAt: z.string().optional(),
      updatedAt: z.string().optional(),
    }),
  })
  .nullable();

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  image?: string | null;
  createdAt?: string;
  updatedAt?: string;
};
export type Session = { id: string; userId: string; expiresAt: string };
/** The session as the web keeps it: only the fields it reads. */
export type SessionResponse = { session: Session; user: SessionUser } | null;

export const profileUpdateSchema = z.object({
  full_name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  company: z.string().trim().max(100, 'At most 100 characters').nullable().optional(),
  job_title: z.string().trim().max(100, 'At most 100 characters').nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

export const EMAIL_MAX_LENGTH = 254;
export const nameSchema = z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters');
export const signUpSchema = z.object({
  name: nameSchema,
  email: z.email('Enter a valid email address').max(EMAIL_MAX_LENGTH),
  password: passwordSchema,
});
export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});

/** Whether a subscription status makes the user unlimited. */
export function isCurrentSubscription(status: string | null | undefined): boolean {
  return CURRENT_SUBSCRIPTION_STATUSES.includes(status as (typeof CURRENT_SUBSCRIPTION_STATUSES)[number]);
}
