import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** Below this, the bytes saved do not pay for the CPU (and a TCP segment carries it anyway). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Above this, an uncompressed answer goes to the socket as bytes, not as a string: a string
 * larger than the socket takes at once (~128 KiB here) cost 1.2 ms of CPU to send against 0.25 ms
 * for the same bytes as a Buffer, conversion included (decision 046).
 */
export const SEND_AS_BYTES_MIN = 64 * 1024;

// Quality 4 is brotli's fast end: smaller than gzip 6 at a similar cost, unlike the default 11.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding we offer, honouring q=0 refusals; null for identity. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (token) q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

/**
 * Compresses JSON answers above COMPRESS_MIN_BYTES for clients that ask for it (lists and
 * reports shrink 5-10x). Never for a client that sends no Accept-Encoding: load generators and
 * scripts get the plain bytes. Files and PDFs are streams and pass untouched; static assets are
 * compressed once at build time (apps/web/vite.config.ts) and served by static-web.ts.
 */
export default fp(
  async (app) => {
    // Callback style, cheapest tests first: this runs on every answer, most of them small, and
    // an async hook would cost a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < COMPRESS_MIN_BYTES) return done(null, payload);
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
      if (reply.hasHeader('content-encoding')) return done(null, payload);
      // Even the identity answer says it depends on Accept-Encoding, or a shared cache could hand
      // it to a client that asked for br (and the compressed one to a client that did not).
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, typeof payload === 'string' && size >= SEND_AS_BYTES_MIN ? Buffer.from(payload) : payload);
      const compressed = (err: Error | null, bytes: Buffer) => {
        if (err) return done(err);
        reply.header('content-encoding', encoding);
        reply.header('content-length', bytes.length);
        done(null, bytes);
      };
      if (encoding === 'br') zlib.brotliCompress(payload, brotliOptions, compressed);
      else zlib.gzip(payload, compressed);
    });
  },
  { name: 'compress-json' },
);
