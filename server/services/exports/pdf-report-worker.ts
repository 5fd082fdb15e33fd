// A worker thread that lays out PDF reports, so that a long one never holds the server's event loop.
import '../../infrastructure/background-priority.mjs';
import { parentPort } from 'node:worker_threads';
import { serveTasks } from '../../infrastructure/worker-pool';
import { toPdf, type ReportContent } from './export-feedback';

serveTasks<ReportContent, Uint8Array>(
  parentPort!,
  async (content) => {
    const pdf = await toPdf(content.record, content.rows);
    return { result: pdf, transfer: [pdf.buffer as ArrayBuffer] };
  },
  (error) => (error instanceof Error ? error.message : String(error)),
);
