/**
 * The element a server-rendered page carries its session in, as JSON (decision 042): written by
 * the server (apps/server/src/plugins/server-render.ts), read once by the app (src/main.tsx).
 */
export const SESSION_SCRIPT_ID = 'despacha-session';
