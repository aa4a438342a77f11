import fp from 'fastify-plugin';

/**
 * What the built SPA really loads: its own scripts, stylesheets, favicon and API; nothing inline
 * and no eval (the web app turns zod's eval-based fast path off: apps/web/src/lib/no-eval.ts).
 * Sonner and Radix's scroll lock add <style> elements at run time, hence inline in style-src-elem
 * (with img-src and font-src at 'self', a style cannot reach another site). Style attributes stay
 * refused: React sets styles through the CSSOM, which CSP does not govern. style-src itself is
 * the fallback of browsers that know neither -elem nor -attr, so that toasts keep their styles.
 */
export const SPA_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'none'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Chromium shows a PDF through its own viewer (an <embed> plus inline styles inside a synthetic
 * page) that the SPA policy would blank out; a PDF runs no script of ours, so only framing matters.
 */
export const PDF_POLICY = "frame-ancestors 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A JSON answer is data, never a document: nothing in it loads, runs or frames (OWASP's REST
 * headers). The document headers (referrer, permissions, opener, the SPA's long policy) added
 * ~450 bytes and about a tenth of the throughput of a cached GET /api/me (decision 010).
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/** Clickjacking, sniffing, referrer and feature headers on every answer: HTML, assets, API, errors. */
export default fp(
  async (app, opts: { publicUrl: string }) => {
    const apiHeaders: Record<string, string> = {
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    };
    const documentHeaders: Record<string, string> = {
      ...apiHeaders,
      // Not no-referrer: a same-origin POST would then carry `Origin: null` and fail the origin check.
      'referrer-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
    };
    // Browsers ignore HSTS over plain http, and a deployment on http must not promise https.
    if (opts.publicUrl.startsWith('https://')) apiHeaders['strict-transport-security'] = documentHeaders['strict-transport-security'] = HSTS;

    // Built once, set with one call, in a callback-style hook: this runs on every answer, and an
    // async hook would cost a promise each time.
    Object.freeze(apiHeaders);
    Object.freeze(documentHeaders);
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const json = typeof type === 'string' && type.startsWith('application/json');
      reply.headers(json ? apiHeaders : documentHeaders);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', json ? API_POLICY : typeof type === 'string' && type.startsWith('application/pdf') ? PDF_POLICY : SPA_POLICY);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
