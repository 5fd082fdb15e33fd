import { z } from 'zod';
import { sessionResponseSchema, signInSchema, signUpSchema } from '../account';
import { type RouteContracts, ok, betterAuthAnswer } from './route-types';

export const sessionRoutes = {
  'get /api/auth/get-session': {
    tag: 'Session',
    summary: 'The current session and its user, or null.',
    access: 'public',
    responses: ok(sessionResponseSchema),
  },
  'post /api/auth/sign-up/email': {
    tag: 'Session',
    summary: 'Creates an account (it does not sign in).',
    access: 'public',
    body: signUpSchema,
    responses: ok(betterAuthAnswer),
  },
  'post /api/auth/sign-in/email': {
    tag: 'Session',
    summary:
      'Signs in: sets the session cookie; the answer’s token field is the session token, to send as Authorization: Bearer <token> instead.',
    access: 'public',
    body: signInSchema,
    responses: ok(betterAuthAnswer),
  },
  'post /api/auth/sign-out': {
    tag: 'Session',
    summary: 'Ends the session.',
    access: 'signed-in',
    responses: ok(betterAuthAnswer),
  },
  'post /api/auth/request-password-reset': {
    tag: 'Session',
    summary: 'Sends a reset link (always answers alike).',
    access: 'public',
    body: z.object({ email: z.email(), redirectTo: z.string() }),
    responses: ok(betterAuthAnswer),
  },
  'post /api/auth/reset-password': {
    tag: 'Session',
    summary: 'Sets a new password with the emailed token.',
    access: 'public',
    body: z.object({ newPassword: z.string(), token: z.string() }),
    responses: ok(betterAuthAnswer),
  },
  'post /api/auth/change-password': {
    tag: 'Session',
    summary: 'Changes the password of the signed-in user.',
    access: 'signed-in',
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    responses: ok(betterAuthAnswer),
  },
} satisfies RouteContracts;
