// A worker thread that reads uploaded audience files, so that a large or hostile file never holds the event loop.
import '../../infrastructure/background-priority.mjs';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../errors';
import { serveTasks } from '../../infrastructure/worker-pool';
import {
  buildAudience,
  previewAudienceFile,
  type AudienceFileReply,
  type AudienceFileTask,
} from './build-audience';
import { fileBytes } from './uploaded-file';

serveTasks<AudienceFileTask, AudienceFileReply>(
  parentPort!,
  async (task) => {
    const file = await fileBytes(task.file);
    return task.kind === 'preview'
      ? { result: { kind: 'preview', preview: previewAudienceFile(file, task.options) } }
      : { result: { kind: 'build', audience: buildAudience(file, task.options) } };
  },
  // The file's refusal travels back as what the user is told; anything else only as its kind, never its content.
  (error) =>
    error instanceof HttpError
      ? { status: error.status, detail: error.message, invalidParams: error.invalidParams }
      : { status: 500, detail: error instanceof Error ? error.name : 'Error' },
);
