import { requestRecordMessages } from '@despacha/domain/contracts/requests/request-record';
import { requestTypes, type RequestTypeEntry } from '@despacha/domain/contracts/requests/request-types';
import { normaliseRequestValues } from '@despacha/domain/contracts/requests/stored-values';
import { HttpError, invalid, type FieldErrors } from '../../lib/http-error.ts';

type Issue = { path: readonly PropertyKey[]; message: string };

/** Zod issues keyed by the form's field name (a list item's issue belongs to its list). */
function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

export function requestTypeOf(type: string): RequestTypeEntry {
  const entry = requestTypes.find((r) => r.type === type);
  if (!entry) throw new HttpError(400, 'UNKNOWN_REQUEST_TYPE', requestRecordMessages.unknownType, { type: requestRecordMessages.unknownType });
  return entry;
}

/**
 * Checks the form's values with its contract and returns them AS TYPED (masks and all), limited
 * to the form's own fields: the contract's output (digits only, centavos) could not be reopened
 * in the form nor printed the way the user wrote it.
 */
export function validateRequest(type: string, data: Record<string, unknown>) {
  const entry = requestTypeOf(type);
  const result = entry.schema.safeParse(data);
  if (!result.success) throw invalid(fieldErrors(result.error.issues));
  const output = result.data as Record<string, unknown>;
  const keys = Object.keys(entry.defaults());
  // A field the contract empties (e.g. the mobile inspection's date once the box is unticked)
  // is stored empty too: a hidden, stale value must not reach the record.
  const values = Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, output[k] === '' ? '' : data[k]]));
  return { entry, values: normaliseRequestValues(values) };
}
