import { commonMessages } from '@despacha/domain/messages';

export type FieldErrors = Record<string, string>;

/** A user-facing error: status, stable code and a pt-BR message (plus per-field messages). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', commonMessages.unauthenticated);
export const forbidden = () => new HttpError(403, 'FORBIDDEN', commonMessages.forbidden);
export const notFound = (message: string = commonMessages.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const invalid = (fields: FieldErrors, message: string = commonMessages.invalidData) => new HttpError(400, 'VALIDATION', message, fields);
/**
 * A list, report or PDF too large to write in one file: 422 on every screen (the request is valid,
 * the answer would be too big), with the screen's own message saying how to narrow it.
 */
export const tooLargeToExport = (code: string, message: string) => new HttpError(422, code, message);
