// Response compression for the Node host (Cloudflare compresses at its edge, so the Worker needs none).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Below this many bytes compression saves less than it costs (headers, CPU). */
export const MIN_COMPRESS_BYTES = 1024;

// Text-like types only: images, video and fonts are compressed already.
const COMPRESSIBLE = /^(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|ecmascript|xml|manifest\+json|[^;\s]+\+(?:json|xml))|image\/svg\+xml)(?:[;\s]|$)/i;

type Encoding = 'br' | 'gzip';

/** br when the client takes it, gzip otherwise, null for neither (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * A web TransformStream over a zlib compressor. Every incoming chunk is flushed through, so a
 * body that arrives piece by piece also leaves piece by piece instead of waiting for the end.
 * Brotli runs at quality 5: near gzip's speed, smaller output (quality 11 is for build time).
 */
function compressionStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zlib: BrotliCompress | Gzip =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  return new TransformStream({
    start(controller) {
      zlib.on('data', (chunk: Buffer) => {
        // The client may have gone (the body was cancelled) while zlib was still working.
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          zlib.destroy();
        }
      });
      zlib.on('error', (error) => controller.error(error));
    },
    transform(chunk) {
      return new Promise<void>((resolve) => {
        zlib.write(chunk);
        zlib.flush(flushKind, () => resolve());
      });
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        zlib.once('end', resolve);
        zlib.once('error', reject);
        zlib.end();
      });
    },
  });
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/**
 * A 64 KB window is all a body this small can use; the default 4 MB one is allocated per call.
 * Quality 2: a list page (13 KB of JSON) costs a quarter of quality 5's CPU (74 against 309 µs;
 * quality 5 fills far larger match tables for every call) for 10% more bytes (1,853 against
 * 1,682), and less CPU and fewer bytes than gzip -6 (bench/README.md "Compressing API answers").
 */
const BROTLI_INLINE_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 16 } };
const GZIP_OPTIONS = { level: 6 };
const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);
/**
 * Up to this size a whole body is compressed right here: a list page (~13 KB of JSON) takes
 * ~0.1 ms, less than handing it to libuv's thread pool and back. Larger bodies go to the pool.
 */
const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

/**
 * A whole body compressed in one call: the API's JSON answers are complete strings, and one call
 * costs a fraction of a stream flushed chunk by chunk (bench/README.md: ~1.5 ms of CPU per list
 * answer before).
 */
function compressWhole(input: Uint8Array, encoding: Encoding): Buffer | Promise<Buffer> {
  if (input.byteLength <= COMPRESS_INLINE_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(input, BROTLI_INLINE_OPTIONS) : gzipSync(input, GZIP_OPTIONS);
  return encoding === 'br' ? brotliOnce(input, BROTLI_OPTIONS) : gzipOnce(input, GZIP_OPTIONS);
}

/**
 * The body of an answer made from a string (c.json's), read without a stream where that can be
 * done: @hono/node-server's lightweight Response keeps `[status, body, headers]` under its own
 * `cache` symbol, and `arrayBuffer()` on it would first build a full web Response and read that
 * through a ReadableStream (bench/profiles.md: a tenth of a list request's CPU). Any other
 * Response, or a version of the package that keeps it otherwise, is read the standard way.
 */
export async function bodyBytes(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  const cache = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const body: unknown = cache ? (res as unknown as Record<symbol, unknown[] | undefined>)[cache]?.[1] : undefined;
  return typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(await res.arrayBuffer());
}

/** JSON answers other than downloads (the export streams an attachment) are complete strings. */
function isWholeJson(headers: Headers): boolean {
  return /^application\/json/i.test(headers.get('Content-Type') ?? '') && !headers.has('Content-Disposition');
}

/** Reads up to `limit` bytes; says whether the body ended within them. */
async function peek(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const next = await reader.read();
    if (next.done) return { chunks, ended: true };
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return { chunks, ended: false };
}

/** The peeked chunks followed by the rest of the reader, as one stream. */
function rejoin(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * Puts a finished answer in place of the old one. Assigning c.res over an existing answer makes
 * Hono rebuild the new one around its body as a stream and copy the old headers over (they are
 * already in it): on the Node host that turns a plain byte body into the slow streaming path.
 */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}

/** A compressed body is not byte-identical to the original: a strong ETag becomes weak. */
function weakenEtag(headers: Headers) {
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}

function appendVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses text-like answers (JSON, HTML, JS, CSS, SVG) of at least MIN_COMPRESS_BYTES with
 * brotli or gzip, as the client accepts, and marks them `Vary: Accept-Encoding`. It leaves alone
 * answers that are encoded already (the build's precompressed assets), partial (206), marked
 * no-transform, or event streams; and the hashed files under /assets/, which the build
 * precompresses so that they are never compressed per request.
 */
export function compressResponses(): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    // Headers only until the body is needed: on the Node host, touching res.body turns Hono's
    // light answer into a full web Response with a stream (bench/README.md: ~7% of a list's CPU).
    if (!COMPRESSIBLE.test(type) || res.status === 206 || res.status === 204 || res.status === 304 || res.headers.has('Content-Encoding')) return;
    if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    appendVary(res.headers);
    if (c.req.path.startsWith('/assets/')) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const length = res.headers.get('Content-Length');
    if (!encoding || (length !== null && Number(length) < MIN_COMPRESS_BYTES)) return;

    if (isWholeJson(res.headers)) {
      const body = await bodyBytes(res);
      if (body.byteLength < MIN_COMPRESS_BYTES) {
        replaceResponse(c, new Response(body, { status: res.status, headers: res.headers }));
        return;
      }
      const compressed = await compressWhole(body, encoding);
      res.headers.set('Content-Length', String(compressed.byteLength));
      res.headers.set('Content-Encoding', encoding);
      weakenEtag(res.headers);
      const bytes = new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
      replaceResponse(c, new Response(bytes, { status: res.status, headers: res.headers }));
      return;
    }
    if (!res.body) return;

    // Without a length, look at the first kilobyte: a body that ends within it goes out as it is.
    const reader = res.body.getReader();
    const { chunks, ended } = length === null ? await peek(reader, MIN_COMPRESS_BYTES) : { chunks: [], ended: false };
    if (ended) {
      c.res = new Response(new Blob(chunks as Uint8Array<ArrayBuffer>[]), res);
      return;
    }
    // Hono copies the old answer's headers onto a new one, so the new headers are fixed afterwards.
    c.res = new Response(rejoin(chunks, reader).pipeThrough(compressionStream(encoding)), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    weakenEtag(c.res.headers);
  };
}
