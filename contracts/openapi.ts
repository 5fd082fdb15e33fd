// The parts of GET /api/openapi.json that the web's API reference reads; schemas inside are shown as they are.
import { z } from 'zod';

const jsonSchemaSchema = z.record(z.string(), z.unknown());
const mediaSchema = z.looseObject({ schema: jsonSchemaSchema });

export const openApiOperationSchema = z.looseObject({
  tags: z.array(z.string()),
  summary: z.string(),
  description: z.string().optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean(),
        description: z.string().optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), mediaSchema) }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: z.record(z.string(), mediaSchema).optional() }),
  ),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  tags: z.array(z.looseObject({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
