import { TEXT } from '../limits.ts';

// The unlock link's ceiling without zod: /liberar-acesso checks the token at render, and zod loads
// only with a form (decision 009). auth.ts re-exports it with the request's schema.

/** Longest unlock token accepted (the server issues 43 characters; decision 052). */
export const UNLOCK_TOKEN_MAX = TEXT.token;
