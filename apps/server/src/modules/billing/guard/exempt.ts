/**
 * What a user of a blocked agency (suspended, cancelled, inactive) may still call, keyed
 * `METHOD url` as the routes are registered. better-auth's own routes (/api/auth/*: sign-in,
 * sign-out, sessions) never reach the guard. Everything else of theirs answers 403 AGENCY_SUSPENDED.
 */
export const BLOCKED_AGENCY_ROUTES: ReadonlySet<string> = new Set([
  // Who am I: the web learns the agency's status here and shows the blocked page.
  'GET /api/me',
  // A temporary password must be replaced before anything, paying included.
  'POST /api/me/password',
  // Why it is blocked (status and the reason of the last change), for every member.
  'GET /api/agency/status',
  // Reading and paying their own invoices.
  'GET /api/agency/subscription',
  'GET /api/invoices/:invoiceId/pdf',
  'GET /api/invoices/:invoiceId/pix',
]);

/** HEAD is answered by the GET route of the same url. */
export const isExemptRoute = (method: string, url: string | undefined) =>
  url !== undefined && BLOCKED_AGENCY_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
