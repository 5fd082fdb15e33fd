// The OCR worker thread: tesseract.js's own worker script, at the background priority.
import './background-priority.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require(path.join(path.dirname(require.resolve('tesseract.js')), 'worker-script', 'node', 'index.js'));
