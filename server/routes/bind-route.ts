// Registers a route from its contract (contracts/api-routes/): its method and path, the caller its access needs (an
// admin route refuses anyone else before reading the input), and its path parameters, query and JSON body validated
// (a 400 naming each field) before the handler sees them typed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  routeContracts,
  routeOfKey,
  type ApiRouteKey,
  type RouteContract,
  type RouteContractsByKey,
} from '@contracts/api-routes';
import type { Actor, AppContext } from '../context';
import { requireActor } from '../plugins/session';
import { assertAdmin } from '../services/account/find-role';
import { validate } from '../validate';

type Contract<K extends ApiRouteKey> = RouteContractsByKey[K];
type Parsed<C, Field extends string, Otherwise> = C extends { [F in Field]: infer S extends z.ZodType }
  ? z.output<S>
  : Otherwise;
type PathOf<K> = K extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a bound handler is given: the request's parts as its contract declares them. */
export type RouteInput<K extends ApiRouteKey> = {
  /** The signed-in caller on a signed-in or admin route (an admin, there); null on a public one. */
  actor: Contract<K>['access'] extends 'signed-in' | 'admin' ? Actor : null;
  params: Parsed<Contract<K>, 'params', Record<ParamNames<PathOf<K>>, string>>;
  query: Parsed<Contract<K>, 'query', Record<string, never>>;
  /** The JSON body; undefined when the request came as multipart/form-data, which the handler reads itself. */
  body: Contract<K> extends { multipartFields: z.ZodType }
    ? Parsed<Contract<K>, 'body', undefined> | undefined
    : Parsed<Contract<K>, 'body', undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteOptions<K extends ApiRouteKey> = {
  /** Fastify route config (the rate limiter reads it). */
  config?: Record<string, unknown>;
  /**
   * Checks that the caller may touch what the path names before the query and body are read, so that an owner-only
   * record answers anyone else the same 404 whatever they send.
   */
  authorize?: (caller: Caller<K>) => Promise<unknown>;
};

/** Who calls and what the path names: what a route's `authorize` is given. */
type Caller<K extends ApiRouteKey> = Pick<RouteInput<K>, 'actor' | 'params'>;

/** A path parameter of a route whose contract does not describe its parameters. */
const plainParam = z.string().min(1).max(200);

function paramsSchemaOf(key: ApiRouteKey): z.ZodType {
  const contract: RouteContract = routeContracts[key];
  if (contract.params) return contract.params;
  const names = [...routeOfKey(key).path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return z.object(Object.fromEntries(names.map((name) => [name, plainParam])));
}

const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

/** The success status the contract declares (201 for a creation, 204 for no body), 200 otherwise. */
function successStatus(key: ApiRouteKey): number {
  const statuses = Object.keys(routeContracts[key].responses).map(Number);
  return statuses.find((status) => status >= 200 && status < 300) ?? 200;
}

/**
 * Registers the route `key` on `app` (or an encapsulated scope): the handler's answer is sent with the contract's
 * success status; a handler that sends its own answer (a stream, a file) returns the reply.
 */
export function bindRoute<K extends ApiRouteKey>(
  app: FastifyInstance,
  context: AppContext,
  key: K,
  handler: (input: RouteInput<K>) => unknown,
  options: RouteOptions<K> = {},
) {
  const contract: RouteContract = routeContracts[key];
  const { method, path } = routeOfKey(key);
  const paramsSchema = paramsSchemaOf(key);
  const status = successStatus(key);
  const jsonBody = contract.body && (contract.bodyType ?? 'application/json') === 'application/json';
  app.route({
    method: method.toUpperCase() as 'GET',
    url: path,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      const actor =
        contract.access === 'signed-in' || contract.access === 'admin'
          ? await requireActor(context, request)
          : null;
      if (contract.access === 'admin') await assertAdmin(context, actor!);
      const caller = { actor, params: validate(paramsSchema, request.params, 'params') } as Caller<K>;
      await options.authorize?.(caller);
      const input = {
        ...caller,
        query: contract.query ? validate(contract.query, request.query, 'query') : {},
        body: jsonBody && !isMultipart(request) ? validate(contract.body!, request.body) : undefined,
        request,
        reply,
      } as RouteInput<K>;
      reply.status(status);
      const answer = await handler(input);
      if (answer === reply || reply.sent) return reply;
      return answer === undefined ? reply.send() : answer;
    },
  });
}

/**
 * Registers the route `key` with only its method and path from the contract, for a route that reads its own request
 * (a signed raw body, a multipart upload) or answers before any caller is known.
 */
export function bindRawRoute(
  app: FastifyInstance,
  key: ApiRouteKey,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  options: Pick<RouteOptions<ApiRouteKey>, 'config'> = {},
) {
  const { method, path } = routeOfKey(key);
  app.route({
    method: method.toUpperCase() as 'GET',
    url: path,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => handler(request, reply),
  });
}
