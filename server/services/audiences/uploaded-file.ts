// An audience upload on its way from the request to the worker that reads it (decision 056). A small file stays in
// the main isolate as the chunks it arrived in. A larger one leaves it as it arrives: each chunk is copied out of the
// request parser's buffer and moved, without a copy, onto a message channel whose receiving port only a worker ever
// reads, so the main isolate holds at most the chunk in hand. Held whole until the upload ended, every 10 MB body was
// external memory of the main isolate that V8 reclaimed by collecting the whole main heap, pausing the event loop
// for every other user (10–100 ms at a time, measured in decision 056's amendments).
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

/** Receives a file chunk by chunk; each chunk may be reused by its sender as soon as add() returns. */
class FileReceiver {
  private kept: Uint8Array<ArrayBuffer>[] = [];
  private channel?: MessageChannel;
  private byteLength = 0;

  add(chunk: Uint8Array) {
    this.byteLength += chunk.byteLength;
    const own = new Uint8Array(chunk);
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

/** A file part's bytes as they arrive (the parser's chunks, kilobytes each). */
export async function receiveFile(stream: AsyncIterable<Uint8Array>): Promise<UploadedFile> {
  const receiver = new FileReceiver();
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
  const receiver = new FileReceiver();
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
