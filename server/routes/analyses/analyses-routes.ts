import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageRunRequestFieldsSchema } from '@contracts/image-analysis';
import { AD_IMAGE_MAX_BYTES, AD_TEXT_MAX_LENGTH } from '@contracts/image-ad';
import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../errors';
import { fileTooLarge } from '../../services/content/store-upload';
import { askFollowUp } from '../../services/follow-ups/ask-follow-up';
import { assertFeedbackMember } from '../../services/feedback-records/get-feedback';
import { readOwnedAdImage } from '../../services/image-runs/read-ad-image';
import { submitImageRun } from '../../services/image-runs/submit-image-run';
import { submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';
import { answerRun } from '../answer-run';
import { bindRoute } from '../bind-route';

const MULTIPART_FIELDS = 8;

/** The fields and the one file (`image`) of a multipart run on an image (ad test or image analysis). */
async function readImageRunForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw badRequest('Send the ad as the file field "image".');
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw badRequest('The upload could not be read. Please try again.');
  }
  const input = validate(imageRunRequestFieldsSchema, fields);
  if (!image || image.length === 0)
    throw badRequest('Choose an image of your ad (PNG, JPEG or WebP, at most 5 MB).');
  return { input, image };
}

export async function registerAnalysisRoutes(app: FastifyInstance, context: AppContext) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: AD_IMAGE_MAX_BYTES,
        files: 1,
        fields: MULTIPART_FIELDS,
        fieldSize: AD_TEXT_MAX_LENGTH * 4,
      },
    });
    bindRoute(scope, context, 'post /api/analyses', async ({ actor, body, request, reply }) => {
      if (!body) {
        const { input, image } = await readImageRunForm(request);
        return answerRun(request, reply, await submitImageRun(context, actor, input, image));
      }
      return answerRun(request, reply, await submitRun(context, actor, 'concept-test', body));
    });
  });

  bindRoute(app, context, 'get /api/feedback/:id/image', async ({ actor, params, reply }) => {
    const image = await readOwnedAdImage(context, actor, params.id);
    return reply.type(image.contentType).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });

  bindRoute(
    app,
    context,
    'post /api/feedback/:id/follow-ups',
    ({ actor, params, body }) => askFollowUp(context, actor, params.id, body),
    {
      authorize: ({ actor, params }) =>
        assertFeedbackMember(context, actor, params.id, 'change', `Feedback with ID ${params.id} not found`),
    },
  );
}
