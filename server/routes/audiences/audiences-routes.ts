import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUDIENCE_MAX_BYTES,
  createAudienceFieldsSchema,
  previewAudienceFieldsSchema,
} from '@contracts/audiences';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../errors';
import { createAudience, parseMapping } from '../../services/audiences/create-audience';
import { deleteAudience } from '../../services/audiences/delete-audience';
import { getAudience, listAudiences } from '../../services/audiences/list-audiences';
import { audienceFileLimits, previewInWorker } from '../../services/audiences/read-audience-file';
import { receiveFile, releaseFile, type UploadedFile } from '../../services/audiences/uploaded-file';
import { renameAudience } from '../../services/audiences/rename-audience';
import { validate } from '../../validate';
import { bindRoute } from '../bind-route';

const MULTIPART_FIELDS = 6;
const TOO_LARGE = 'The file is larger than 10 MB. Upload at most 10 MB (20,000 records).';

/**
 * The text fields and the one file (`file`) of an audience upload, for `use`; the file stays in memory, never on
 * disk or in a log, and whatever of it no worker took is freed once `use` ends.
 */
async function withUpload<T>(
  request: FastifyRequest,
  use: (upload: { fields: Record<string, string>; file: UploadedFile }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw badRequest('Send the audience as multipart/form-data with the file field "file".');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('Send the records as the file field "file".');
        file = await receiveFile(part.file);
        if (part.file.truncated) throw badRequest(TOO_LARGE);
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (file) releaseFile(file);
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE);
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!file || file.byteLength === 0) throw badRequest('Choose a CSV or XLSX file of records.');
  try {
    return await use({ fields, file });
  } finally {
    releaseFile(file);
  }
}

export async function registerAudienceRoutes(app: FastifyInstance, context: AppContext) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AUDIENCE_MAX_BYTES, files: 1, fields: MULTIPART_FIELDS, fieldSize: 200_000 },
    });

    bindRoute(scope, context, 'post /api/audiences/preview', ({ actor, request }) =>
      withUpload(request, ({ fields, file }) => {
        const { mapping, country } = validate(previewAudienceFieldsSchema, fields);
        return previewInWorker(audienceFileLimits(context.env), actor.id, file, {
          mapping: parseMapping(mapping),
          defaultCountry: country,
        });
      }),
    );

    bindRoute(scope, context, 'post /api/audiences', ({ actor, request }) =>
      withUpload(request, ({ fields, file }) =>
        createAudience(context, actor, validate(createAudienceFieldsSchema, fields), file),
      ),
    );
  });

  bindRoute(app, context, 'get /api/audiences', ({ actor }) => listAudiences(context, actor));

  bindRoute(app, context, 'get /api/audiences/:id', ({ actor, params }) =>
    getAudience(context, actor, params.id),
  );

  bindRoute(app, context, 'patch /api/audiences/:id', ({ actor, params, body }) =>
    renameAudience(context, actor, params.id, body.name),
  );

  bindRoute(app, context, 'delete /api/audiences/:id', ({ actor, params }) =>
    deleteAudience(context, actor, params.id),
  );
}
