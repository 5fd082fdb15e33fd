import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  conceptComparisonFormFieldsSchema,
  MAX_VARIANTS,
  VARIANT_IMAGE_FIELD,
  variantImageField,
} from '@contracts/concept-comparison';
import { AD_IMAGE_MAX_BYTES } from '@contracts/image-ad';
import { CONCEPT_MAX_LENGTH } from '@contracts/concept-test';
import type { AppContext } from '../../context';
import { HttpError, badRequest, httpError } from '../../errors';
import { listConceptComparisons, quoteConceptComparison } from './run-concept-comparison';
import { readOwnedVariantImage } from '../../services/concept-comparisons/read-variant-image';
import { submitConceptComparison } from '../../services/concept-comparisons/submit-concept-comparison';
import { validate } from '../../validate';
import { answerRun } from '../../routes/answer-run';
import { bindRoute } from '../../routes/bind-route';

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
  bindRoute(app, context, 'get /api/comparisons', ({ actor, query }) =>
    listConceptComparisons(context, actor, query),
  );

  bindRoute(app, context, 'post /api/comparisons/quote', ({ actor, body }) =>
    quoteConceptComparison(context, actor, body),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: AD_IMAGE_MAX_BYTES,
        files: MAX_VARIANTS,
        fields: 3,
        fieldSize: (CONCEPT_MAX_LENGTH + 8) * MAX_VARIANTS * 4,
      },
    });
    bindRoute(scope, context, 'post /api/comparisons', async ({ actor, body, request, reply }) => {
      if (!body) {
        const { input, files } = await readComparisonForm(request);
        return answerRun(request, reply, await submitConceptComparison(context, actor, input, files));
      }
      return answerRun(request, reply, await submitConceptComparison(context, actor, body));
    });
  });

  bindRoute(app, context, 'get /api/comparisons/:id/images/:variant', async ({ actor, params, reply }) => {
    const image = await readOwnedVariantImage(context, actor, params.id, params.variant);
    return reply.type(image.contentType).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });
}
