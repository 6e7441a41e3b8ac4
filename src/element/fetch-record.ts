/**
 * The fetch of a board's `src` file: a chunk of its own with the decoder of the file's bytes,
 * loaded when a board first fetches one.
 */
import { decodeText, type CharsetWarning } from '../formats/decode.js';
import { browserReason } from './lazy-module.js';
import type { FetchFacts } from './problem-facts.js';
import { MAX_RECORD_BYTES, type LimitError } from './record-limits.js';
import { bytesTooLarge } from './text-limits.js';

/**
 * What a fetch of `src` gave: the file, or a sentence saying why there is none. The file is its
 * text with the warnings of its decoding, or, for a file too large to download, why it was not
 * read: it is there, and it is refused as any record too large is.
 */
export type Fetched =
  | { ok: true; url: string; text: string; warnings: readonly CharsetWarning[]; refused: LimitError | null }
  | { ok: false; url: string; message: string; facts: FetchFacts };

/**
 * Fetches an SGF file and decodes it (src/formats/decode.ts: a byte order mark, UTF-16, the
 * `CA` property, UTF-8). A file of more than {@link MAX_RECORD_BYTES} bytes is refused as soon
 * as that is known: from its `Content-Length`, before the body is read, else while it streams,
 * the rest left unread; nothing past the limit is kept or decoded. Never throws: an HTTP error or
 * a failed request comes back as a message naming the address; an abort comes back as `null`.
 */
export async function fetchRecord(src: string, signal: AbortSignal): Promise<Fetched | null> {
  let url = src;
  try {
    url = new URL(src, document.baseURI).href;
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      const message = `The record at '${src}' could not be loaded: the server answered HTTP ${status}.`;
      return { ok: false, url: src, message, facts: { kind: 'fetch', url: src, failure: { status } } };
    }
    const body = await readBody(response, MAX_RECORD_BYTES);
    if (!body.ok) return { ok: true, url: src, text: '', warnings: [], refused: bytesTooLarge(body.size, body.declared) };
    const decoded = decodeText(body.bytes, { sgf: true });
    return { ok: true, url: src, text: decoded.text, warnings: decoded.warnings, refused: null };
  } catch (error) {
    if (signal.aborted) return null;
    const reason = browserReason(error);
    const message = `The record at '${src}' could not be loaded: the request failed${reason && ` (${reason})`}.`;
    return { ok: false, url: src, message, facts: { kind: 'fetch', url: src, failure: { request: reason } } };
  }
}

/**
 * A response's body, chunk by chunk, up to `limit` bytes. Past it, or when `Content-Length`
 * already says so, the body is cancelled: the browser stops downloading it, and what was read
 * is dropped. `size` is how many bytes were seen, `declared` whether `Content-Length` gave it.
 */
async function readBody(response: Response, limit: number): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; size: number; declared: boolean }> {
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length > limit) {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, size: length, declared: true };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return { ok: false, size, declared: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
