/**
 * The server's Content-Security-Policy forbids eval. On its first object parse zod probes
 * `new Function` for a compiled fast path: refused, and reported as a CSP violation, before it
 * falls back. Its plain interpreter is quick enough for form-sized objects, so ask for it up front.
 *
 * Written to the object zod's `z.config()` reads (zod >= 4.2 keeps it on globalThis so that every
 * copy shares it) because importing zod here would put it in the /login bundle, which loads it
 * on demand. Imported first by app/start.tsx (and login-main.tsx's page); no-eval.test.tsx and e2e/security-headers.spec.ts
 * notice if zod stops honouring it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((shared.__zod_globalConfig ??= {}), { jitless: true });
