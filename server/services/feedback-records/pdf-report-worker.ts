// A worker thread that lays out PDF reports, so that a long one never holds the server's event loop.
import { parentPort } from 'node:worker_threads';
import { toPdf, type ReportContent } from './export-feedback';

parentPort!.on('message', async ({ id, content }: { id: number; content: ReportContent }) => {
  try {
    const pdf = await toPdf(content.record, content.rows);
    parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
