import { errorTexts } from './error-texts.ts';
import { setTwoFactorRequired } from './two-factor-required.ts';

/** Error answered by /api: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** True when the server sent its own (pt-BR) message. */
  readonly hasServerMessage: boolean;

  constructor(status: number, code: string, message: string | undefined, fields?: Record<string, string>) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
    this.hasServerMessage = Boolean(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The request never got an answer (offline, DNS, refused): what apiRequest throws when fetch rejects. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(errorTexts.network, { cause });
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** 4xx answers are the user's (or the session's) business: retrying cannot help. */
export const isClientError = (error: unknown): boolean => isApiError(error) && error.status >= 400 && error.status < 500;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a request form's Idempotency-Key). */
  headers?: Record<string, string>;
};

type ErrorBody = {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
  code?: unknown;
  message?: unknown;
};

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

function asFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as ErrorBody;
  // The documented shape nests under `error`; a bare `{ code, message }` is accepted as well.
  const source = body.error ?? body;
  const code = asString(source.code) ?? `HTTP_${status}`;
  const fields = 'fields' in source ? asFields(source.fields) : undefined;
  return new ApiError(status, code, asString(source.message), fields);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Same-origin JSON request; resolves with the parsed body or throws `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled request stays a cancellation (react-query ignores it); anything else got no answer.
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new NetworkError(error);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    // An administrator who must enrol first (decision 033): the admin guard shows the enrolment.
    if (error.code === 'TWO_FACTOR_REQUIRED') setTwoFactorRequired(true);
    throw error;
  }
  return payload as T;
}
