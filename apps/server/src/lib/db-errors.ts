import { inputMessages } from '@despacha/domain/messages';

type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The driver's error under drizzle's wrappers (DrizzleQueryError keeps it in `cause`), by SQLSTATE. */
function withCode(err: unknown, match: (code: string) => boolean): DriverError | null {
  for (let e = err as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (typeof e.code === 'string' && match(e.code)) return e;
  }
  return null;
}

/** The violated unique constraint's name, or null: drizzle wraps driver errors in `cause`. */
export function uniqueViolation(err: unknown): string | null {
  const e = withCode(err, (code) => code === '23505');
  if (!e) return null;
  return e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
}

/**
 * Values PostgreSQL refuses as data, by SQLSTATE: the client's mistake, not ours. The contracts
 * should stop each of them first; this keeps one that slips through a 400 instead of a 500.
 */
const DATA_ERRORS: Record<string, string> = {
  '22003': inputMessages.numberOutOfRange, // numeric_value_out_of_range
  '22001': inputMessages.textTooLong, // string_data_right_truncation
  '22P02': inputMessages.badFormat, // invalid_text_representation
  '22007': inputMessages.badFormat, // invalid_datetime_format
  '22008': inputMessages.badFormat, // datetime_field_overflow
  '22021': inputMessages.brokenText, // character_not_in_repertoire (NUL, invalid UTF-8)
  '22P05': inputMessages.brokenText, // untranslatable_character (\u0000 in jsonb)
  '54000': inputMessages.tooComplex, // program_limit_exceeded
};

/** The pt-BR message for a value the database refused as data, with its SQLSTATE; null for any other error. */
export function refusedData(err: unknown): { code: string; message: string } | null {
  const e = withCode(err, (code) => Object.hasOwn(DATA_ERRORS, code));
  return e ? { code: e.code!, message: DATA_ERRORS[e.code!]! } : null;
}

/**
 * The database could not be reached or went away mid-query: SQLSTATE class 08 (connection
 * exceptions), 57P01–57P03 (shut down, crashed, not accepting yet), or the socket's own error.
 * Not the request's fault nor a bug: the client may try again in a moment.
 */
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
export function databaseUnreachable(err: unknown): boolean {
  if (withCode(err, (code) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || UNREACHABLE_SOCKET.has(code))) return true;
  // pg's own message when the server closes the connection under a query; it carries no code.
  for (let e = err as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (typeof e.message === 'string' && e.message.startsWith('Connection terminated')) return true;
  }
  return false;
}
