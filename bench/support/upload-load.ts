// Another user's uploads, sent over and over from a process of its own, as from another machine: the benchmark's
// process holds the server, so the load's client work (building forms, writing 10 MB bodies to a socket) must not run
// on the server's event loop. The parent starts it with startUploadLoad and stops it with SIGTERM; it prints how many
// rounds it finished.
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One upload of a round: the file on disk is read once and posted as multipart field `field`. */
export type Upload = {
  path: string;
  field: string;
  file: string;
  filename: string;
  contentType: string;
  fields?: Record<string, string>;
};
export type UploadLoadJob = { baseUrl: string; cookie: string; origin: string; uploads: Upload[] };

/** Starts the load in its own process; resolves once its first round is answered, so the load is on. */
export function startUploadLoad(job: UploadLoadJob): Promise<{ stop: () => Promise<number> }> {
  // The lowest CPU priority stands in for the other machine: the load still sends as fast as it can, but its own
  // client work never takes a core from the server's threads. `nice` starts every thread of it there (V8's, tsx's);
  // setting the priority after spawning reached the first thread only.
  const child = spawn(
    'nice',
    ['-n', '19', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (!output.startsWith('ready')) return;
      resolve({
        stop: () =>
          new Promise<number>((stopped) => {
            child.once('exit', () => stopped(Number(/rounds (\d+)/.exec(output)?.[1] ?? 0)));
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function run(job: UploadLoadJob) {
  const bodies = await Promise.all(
    job.uploads.map(async (upload) => ({ upload, bytes: await readFile(upload.file) })),
  );
  const post = async ({ upload, bytes }: (typeof bodies)[number]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
    form.append(upload.field, new Blob([bytes], { type: upload.contentType }), upload.filename);
    const response = await fetch(`${job.baseUrl}${upload.path}`, {
      method: 'POST',
      body: form,
      headers: { cookie: job.cookie, origin: job.origin },
    });
    await response.arrayBuffer();
  };
  let rounds = 0;
  process.once('SIGTERM', () => {
    process.stdout.write(`rounds ${rounds}\n`, () => process.exit(0));
  });
  for (;;) {
    await Promise.all(bodies.map(post));
    rounds += 1;
    if (rounds === 1) process.stdout.write('ready\n');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await run(JSON.parse(process.argv[2]!) as UploadLoadJob);
