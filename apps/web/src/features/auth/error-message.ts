import { authErrorMessages } from '@despacha/domain/messages';
import type { ApiError } from '../../lib/api-client.ts';

/** The server's pt-BR message, else the catalogue's text for its code, else the screen's default. */
export function authErrorText(error: ApiError, fallback: string): string {
  if (error.hasServerMessage) return error.message;
  return authErrorMessages[error.code] ?? fallback;
}
