import { isApiError, isNetworkError } from './api-client.ts';
import { errorTexts } from './error-texts.ts';

/**
 * The text for a failed request, the same on every screen (issue 34 item 9): the server's own
 * pt-BR message when it sent one (or, with `field`, the message of that field, or of the first
 * field when `field` is '*', where a screen shows one line for a form of one field); a server error
 * (5xx, whatever its body) said to be the server's; no answer at all said to be the connection;
 * otherwise the caller's text for what failed.
 */
export function errorText<T extends string | null>(error: unknown, fallback: T, field?: string): string | T {
  if (isApiError(error)) {
    if (error.hasServerMessage) return (field === '*' ? Object.values(error.fields)[0] : field ? error.fields[field] : undefined) ?? error.message;
    return error.status >= 500 ? errorTexts.server : fallback;
  }
  return isNetworkError(error) ? errorTexts.network : fallback;
}
