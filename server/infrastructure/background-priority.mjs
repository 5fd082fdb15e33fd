// Imported first by every worker thread that does heavy work for the server (PDF layout, audience files, OCR): the
// thread runs at a lower CPU priority than the event loop's, so when the machine's cores are busy the loop still
// answers requests first. Work moved off the loop otherwise competes with it for the CPU: on two busy cores the loop
// waited 7 s of an 8 s window for a CPU while one user's OCR and reports ran. Plain JavaScript, so that the OCR
// worker (tesseract.js starts it by path) loads it without a TypeScript loader. Linux only: a thread's id is its tid.
// A pool whose work is bounded small (worker-pool.ts' `background: false`) keeps the loop's priority.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

/**
 * Ten steps nicer than the thread that started it (the event loop's): about a tenth of the CPU the loop gets when
 * both want the same core.
 */
const NICER_BY = 10;

if (process.platform === 'linux' && workerData?.background !== false) {
  // A new thread starts at its creator's niceness; getPriority() without a pid reads the calling thread's.
  setPriority(
    Number(readlinkSync('/proc/thread-self').split('/').pop()),
    Math.min(19, getPriority() + NICER_BY),
  );
}
