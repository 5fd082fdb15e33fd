import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  conceptComparisonFormFieldsSchema,
  conceptComparisonRequestSchema,
  MAX_VARIANTS,
  VARIANT_IMAGE_FIELD,
  variantImageField,
} from '../../../contracts/concept-comparison';
import { AD_IMAGE_MAX_BYTES } from '../../../contracts/image-ad';
import { CONCEPT_MAX_LENGTH } from '../../../contracts/concept-test';
import type { AppContext } from '../../context';
import { HttpError, badRequest, httpError } from '../../errors';
import { requireActor } from '../../plugins/session';
import {
  listConceptComparisons,
  quoteConceptComparison,
} from '../../services/concept-comparisons/run-concept-comparison';
import { readOwnedVariantImage } from '../../services/concept-comparisons/read-variant-image';
import { submitConceptComparison } from '../../services/concept-comparisons/submit-concept-comparison';
import { validate } from '../../validate';
import { answerRun } from '../answer-run';
import { recordPageQuerySchema } from '../record-page-query';

const imageParamsSchema = z.object({
  id: z.string().min(1).max(100),
  variant: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_VARIANTS - 1),
});

/** The JSON text fields and the per-variant image files (`images.N`) of a multipart comparison. */
async function readComparisonForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files = new Map<number, Buffer>();
  let field = 'request';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'file') {
        const index = VARIANT_IMAGE_FIELD.exec(part.fieldname)?.[1];
        if (index === undefined)
          throw badRequest(
            `Send each variant's image as the file field "${variantImageField(0)}" (0 is Variant A).`,
            [{ name: part.fieldname, reason: 'Unknown file field' }],
          );
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.set(Number(index), bytes);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const reason =
      (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ? httpError('FILE_TOO_LARGE', `${field}: Images can be at most 5 MB.`, {
            invalidParams: [{ name: field, reason: 'Images can be at most 5 MB.' }],
          })
        : badRequest('The upload could not be read. Please try again.');
    throw reason;
  }
  return { input: validate(conceptComparisonFormFieldsSchema, fields), files };
}

export async function registerComparisonRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/comparisons', async (request) => {
    const actor = await requireActor(context, request);
    return listConceptComparisons(context, actor, validate(recordPageQuerySchema, request.query, 'query'));
  });

  app.post('/api/comparisons/quote', async (request) => {
    const actor = await requireActor(context, request);
    return quoteConceptComparison(context, actor, validate(conceptComparisonRequestSchema, request.body));
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: AD_IMAGE_MAX_BYTES,
        files: MAX_VARIANTS,
        fields: 3,
        fieldSize: (CONCEPT_MAX_LENGTH + 8) * MAX_VARIANTS * 4,
      },
    });
    scope.post('/api/comparisons', async (request, reply) => {
      const actor = await requireActor(context, request);
      if (request.isMultipart()) {
        const { input, files } = await readComparisonForm(request);
        return answerRun(request, reply, await submitConceptComparison(context, actor, input, files));
      }
      const input = validate(conceptComparisonRequestSchema, request.body);
      return answerRun(request, reply, await submitConceptComparison(context, actor, input));
    });
  });

  app.get('/api/comparisons/:id/images/:variant', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id, variant } = validate(imageParamsSchema, request.params);
    const image = await readOwnedVariantImage(context, actor, id, variant);
    return reply.type(image.contentType).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });
}
