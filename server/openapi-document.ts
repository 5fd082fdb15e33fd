// GET /api/openapi.json, generated from the route contracts with zod's own JSON Schema output (decision 005).
import { z } from 'zod';
import { API_VERSION, apiRoutes, type ApiRoute, type FileField } from '@contracts/api-routes';

const IMAGE_FIELD: FileField = { name: 'image', mediaType: 'image/*' };
import { ERROR_CODES } from '@contracts/error-codes';
import type { OpenApiDocument, OpenApiOperation } from '@contracts/openapi';
import { problemSchema } from '@contracts/problem';

type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's default target; requests are described as sent, answers as read. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A multipart form's text fields (one shape or a union of them) plus its file fields (required unless optional). */
function withFileField(fields: JsonSchema, files: FileField | readonly FileField[]): JsonSchema {
  const list = Array.isArray(files) ? files : [files];
  return {
    allOf: [
      fields,
      {
        type: 'object',
        properties: Object.fromEntries(
          list.map(({ name, mediaType }) => [name, { type: 'string', contentMediaType: mediaType }]),
        ),
        required: list.filter((file) => !file.optional).map((file) => file.name),
      },
    ],
  };
}

const pathParamPattern = /:([A-Za-z0-9_]+)/g;

/** A parameter's own schema and description, and whether the route needs it (a default or optional makes it not). */
function parameter(name: string, where: 'path' | 'query', schema: z.ZodType) {
  const { description, ...rest } = jsonSchema(schema, 'input');
  return {
    name,
    in: where,
    required: where === 'path' || !schema.safeParse(undefined).success,
    ...(typeof description === 'string' ? { description } : {}),
    schema: rest,
  };
}

function operation(route: ApiRoute): OpenApiOperation {
  const parameters = [
    ...[...route.path.matchAll(pathParamPattern)].map((match) =>
      parameter(match[1]!, 'path', (route.params?.shape[match[1]!] as z.ZodType | undefined) ?? z.string()),
    ),
    ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) =>
      parameter(name, 'query', schema as z.ZodType),
    ),
  ];
  const bodyType = route.bodyType ?? (route.body ? 'application/json' : undefined);
  const requestBody =
    bodyType === undefined
      ? undefined
      : {
          required: true,
          content: {
            [bodyType]: {
              schema: route.body
                ? bodyType === 'multipart/form-data' && route.file
                  ? withFileField(jsonSchema(route.body, 'input'), route.file)
                  : jsonSchema(route.body, 'input')
                : bodyType === 'multipart/form-data'
                  ? {
                      type: 'object',
                      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                      required: ['file'],
                    }
                  : { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            ...(route.multipartFields
              ? {
                  'multipart/form-data': {
                    schema: withFileField(
                      jsonSchema(route.multipartFields, 'input'),
                      route.file ?? IMAGE_FIELD,
                    ),
                  },
                }
              : {}),
          },
        };
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const contentType = response.contentType ?? (response.schema ? 'application/json' : undefined);
    responses[status] = {
      description: response.description,
      ...(contentType
        ? {
            content: {
              [contentType]: { schema: response.schema ? jsonSchema(response.schema, 'output') : {} },
            },
          }
        : {}),
    };
  }
  responses.default = {
    description: 'An error (see the error codes in the description)',
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
  const secured = route.access === 'signed-in' || route.access === 'admin';
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ? next.toUpperCase() : ''))}`,
    ...(route.access === 'admin' ? { description: 'Administrators only.' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(secured ? { security: [{ sessionCookie: [] }, { bearerToken: [] }] } : {}),
  };
}

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of apiRoutes) {
    const path = route.path.replace(pathParamPattern, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  const errorCodes = Object.entries(ERROR_CODES)
    .map(([code, { status, meaning }]) => `- \`${code}\` (${status}): ${meaning}`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Twinsight API',
      version: API_VERSION,
      description:
        'Call the API with an API key (created on the profile page) as Authorization: Bearer <key>: a read key may call ' +
        'every GET route, a read-and-run key also the routes that start studies; each key is rate limited. A typed ' +
        'client generated from this document lives in the repository’s sdk/. In the browser, POST ' +
        '/api/auth/sign-in/email sets the session cookie, and its token field can be sent as Authorization: Bearer ' +
        '<token> instead. Routes marked for administrators need an admin account and never take a key. A run, a saved ' +
        'record and the history act in the workspace the X-Workspace-Id header names (one you belong to; viewers ' +
        'read only), else in your personal workspace; runs in a team workspace are paid by its owner.\n\n' +
        `Every error is application/problem+json with a \`code\`. The codes:\n\n${errorCodes}`,
    },
    tags: [...new Set(apiRoutes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'twinsight.session_token' },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (tws_…, from the profile page; its scope decides which routes it may call), or the session token: the token field of the POST /api/auth/sign-in/email answer, which every route that needs a signed-in user accepts.',
        },
      },
    },
  };
}
