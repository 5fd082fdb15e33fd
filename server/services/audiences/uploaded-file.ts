// An audience upload on its way from the request to the worker that reads it (decision 056). A small file stays in
// the main isolate as the chunks it arrived in. A larger one leaves it as it arrives: each chunk moves, without a
// copy, onto a message channel whose receiving port only a worker ever reads, so the main isolate holds at most the
// chunk in hand. Held whole until the upload ended, every 10 MB body was memory of the main isolate that V8 reclaimed
// by collecting the whole main heap, pausing the event loop for every other user (10–100 ms at a time, measured in
// decision 056's amendments).
import { MessageChannel, type MessagePort, type TransferListItem } from 'node:worker_threads';

/**
 * The most bytes of a file kept in the main isolate, and of a small file's preview (read-audience-file.ts). Read as
 * CSV, 4 KB takes 1 ms or less, and about 12 ms at most when crafted (2,000 one-character rows: the reading's cost is
 * per record), measured on the shared 2-core machine: small enough to run at the loop's priority. A workbook is never
 * small (it can inflate to a thousand times its size), nor is building an audience (500 twins from 4 KB take a
 * quarter of a second).
 */
export const SMALL_FILE_BYTES = 4 * 1024;

/** An uploaded file's bytes, as a worker task carries them. */
export type FileContent =
  | { readonly kind: 'chunks'; readonly chunks: readonly Uint8Array<ArrayBuffer>[] }
  | { readonly kind: 'queued'; readonly port: MessagePort; readonly byteLength: number };

/**
 * A received file: its bytes here when it is small, else queued for a worker. Read once: its content moves to the
 * worker that takes it. One no worker took must be released (releaseFile), or its queued bytes stay in memory.
 */
export type UploadedFile = { readonly byteLength: number; readonly content: FileContent };

/**
 * Busboy's own buffer for a boundary split between two pieces is under 100 bytes (a multipart boundary is at most 70
 * characters) and may be passed on whole: a chunk this small is always copied, never taken.
 */
const SMALLEST_TAKEN_BYTES = 1024;

/**
 * Whether a chunk is the whole of its memory. Node's HTTP parser hands each piece of a request body over in memory of
 * its own, which busboy passes on as views without reading it again: a file's bytes in the middle of the body are
 * whole such pieces, the receiver's to take. The first and last share theirs with the form's other parts, and are
 * copied.
 */
const isWhole = (chunk: Uint8Array): chunk is Uint8Array<ArrayBuffer> =>
  chunk.buffer instanceof ArrayBuffer &&
  chunk.byteOffset === 0 &&
  chunk.byteLength === chunk.buffer.byteLength &&
  chunk.byteLength >= SMALLEST_TAKEN_BYTES;

/**
 * Receives a file chunk by chunk. A chunk that is not the whole of its memory is copied, so its sender may reuse that
 * memory once add() returns. One that is, the receiver takes when `takesWholeChunks`: copying it would leave the
 * original to the main isolate's collector, and 10 MB of such originals per upload still started full collections of
 * the main heap (decision 056).
 */
class FileReceiver {
  private kept: Uint8Array<ArrayBuffer>[] = [];
  private channel?: MessageChannel;
  private byteLength = 0;

  constructor(private readonly takesWholeChunks: boolean) {}

  add(chunk: Uint8Array) {
    this.byteLength += chunk.byteLength;
    const own = this.takesWholeChunks && isWhole(chunk) ? chunk : new Uint8Array(chunk);
    if (!this.channel && this.byteLength <= SMALL_FILE_BYTES) {
      this.kept.push(own);
      return;
    }
    this.channel ??= new MessageChannel();
    for (const part of [...this.kept.splice(0), own]) this.channel.port1.postMessage(part, [part.buffer]);
  }

  finish(): UploadedFile {
    if (!this.channel) return { byteLength: this.byteLength, content: { kind: 'chunks', chunks: this.kept } };
    // Closing the sending port keeps what it queued; the worker reads up to byteLength, then closes its own.
    this.channel.port1.close();
    return {
      byteLength: this.byteLength,
      content: { kind: 'queued', port: this.channel.port2, byteLength: this.byteLength },
    };
  }

  discard() {
    this.channel?.port1.close();
    this.channel?.port2.close();
  }
}

/**
 * A file part's bytes as the request's multipart parser hands them over (kilobytes each). A chunk that is the whole of
 * its memory is taken, and empty afterwards: nothing else may read it later.
 */
export async function receiveFile(stream: AsyncIterable<Uint8Array>): Promise<UploadedFile> {
  const receiver = new FileReceiver(true);
  try {
    for await (const chunk of stream) receiver.add(chunk);
  } catch (error) {
    receiver.discard();
    throw error;
  }
  return receiver.finish();
}

/** A file already in memory as an upload: copied, so the caller's bytes stay the caller's. */
export function uploadedFile(bytes: Uint8Array): UploadedFile {
  const receiver = new FileReceiver(false);
  receiver.add(bytes);
  return receiver.finish();
}

/** What a worker task moves rather than copies: the kept chunks' memory, or the port holding the queued ones. */
export const transferOf = (content: FileContent): TransferListItem[] =>
  content.kind === 'chunks' ? content.chunks.map((chunk) => chunk.buffer) : [content.port];

/**
 * Frees what a file still holds in this thread: a file no worker took (a refused upload or form, a worker that
 * failed to start). Does nothing to a file a worker took: its port has moved.
 */
export function releaseFile(file: UploadedFile) {
  if (file.content.kind === 'queued') file.content.port.close();
}

/** In the worker: the file's bytes, joined. */
export async function fileBytes(content: FileContent): Promise<Buffer> {
  if (content.kind === 'chunks') return Buffer.concat(content.chunks);
  const { port, byteLength } = content;
  const bytes = Buffer.allocUnsafe(byteLength);
  let received = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      port.on('message', (chunk: Uint8Array) => {
        bytes.set(chunk, received);
        received += chunk.byteLength;
        if (received === byteLength) resolve();
      });
      // The sender closed before everything it queued arrived: never expected, and never read as a shorter file.
      port.once('close', () =>
        reject(new Error(`The upload ended after ${received} of ${byteLength} bytes.`)),
      );
    });
  } finally {
    port.close();
  }
  return bytes;
}
