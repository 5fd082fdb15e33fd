import { createHmac, timingSafeEqual } from 'node:crypto';
import { WORKSPACE_HEADER } from '@contracts/workspaces';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context';
import { unauthorized } from '../errors';
import { API_KEY_PREFIX } from '@contracts/api-keys';
import { apiKeyScopeFor } from '@contracts/api-routes';
import { resolveApiKey } from '../services/account/resolve-api-key';

/** The session cookie better-auth sets, under the advanced.cookiePrefix of services/create-auth.ts. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}twinsight.session_token`;
}

/** The token of a `token.signature` value when the signature is ours (base64, or base64url without padding). */
function verifiedToken(signed: string, env: AppContext['env']): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', env.BETTER_AUTH_SECRET).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function bearerValue(headers: FastifyRequest['headers']): string | null {
  const authorization = headers.authorization;
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  return safeDecode(authorization.slice(7).trim());
}

/** The API key a request carries as its bearer token, if it carries one. */
export function apiKeyOf(headers: FastifyRequest['headers']): string | null {
  const bearer = bearerValue(headers);
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : null;
}

/**
 * The session token a request carries: a bearer token (signed, or the raw token as better-auth's bearer plugin
 * accepts it) or the signed session cookie; null when there is none or its signature is wrong.
 */
export function sessionToken(env: AppContext['env'], headers: FastifyRequest['headers']): string | null {
  const bearer = bearerValue(headers);
  if (bearer !== null && !bearer.startsWith(API_KEY_PREFIX)) {
    // Like better-auth's bearer plugin, a bearer token with a wrong signature falls back to the cookie.
    const token = !bearer ? null : bearer.includes('.') ? verifiedToken(bearer, env) : bearer;
    if (token) return token;
  }
  const cookie =
    headers.cookie && cookieValue(headers.cookie, sessionCookieName(env.BASE_URL.startsWith('https://')));
  return cookie ? verifiedToken(safeDecode(cookie), env) : null;
}

/**
 * The signed-in caller (session cookie, bearer session token, or API key), or null. An API key is the request's only
 * credential: one that is not valid, or whose scope does not cover the route, is refused rather than falling back to
 * a cookie.
 */
export async function findActor(context: AppContext, request: FastifyRequest): Promise<Actor | null> {
  const key = apiKeyOf(request.headers);
  if (key) return resolveApiKey(context, key, apiKeyScopeFor(request.method, request.routeOptions.url));
  const token = sessionToken(context.env, request.headers);
  return token ? context.sessions.resolve(token) : null;
}

/** The signed-in caller; 401 'Not authenticated' otherwise. */
export async function requireActor(context: AppContext, request: FastifyRequest): Promise<Actor> {
  const actor = await findActor(context, request);
  if (!actor) throw unauthorized();
  const workspaceId = request.headers[WORKSPACE_HEADER];
  // A copy: the resolved actor is shared by every request of the session (its cache).
  return typeof workspaceId === 'string' && workspaceId ? { ...actor, workspaceId } : actor;
}
