import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { requestCodeKinds, type RequestCodeKind } from '@despacha/domain/contracts/requests/code-fields';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import { masks, type MaskKind } from '@despacha/domain/masks';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { getRequestQueryOptions } from '../api/get-request.ts';
import { serviceForPrefillQueryOptions } from '../api/get-service-for-prefill.ts';
import { registryPrefillFor } from '../registry-prefill.ts';
import { requestStrings as s } from '../strings.ts';

export type PrefillValue = string | boolean | string[];
export type PrefillValues = Record<string, PrefillValue>;

/** The input mask of each kind of code: a stored request's codes (digits only) reopen as typed. */
const maskOfCode: Record<RequestCodeKind, MaskKind> = {
  plate: 'plate',
  chassis: 'chassis',
  uf: 'uf',
  renavam: 'renavam',
  document: 'cpfCnpj',
  phone: 'phone',
  cep: 'cep',
  cnh: 'cnh',
};

/** Keeps the values worth applying: text with something in it (codes masked), booleans, lists with items. */
export function nonEmptyValues(data: Record<string, unknown>): PrefillValues {
  const out: PrefillValues = {};
  for (const [key, value] of Object.entries(data)) {
    const code = requestCodeKinds[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = code ? masks[maskOfCode[code]](value) : value;
    else if (typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) out[key] = value as string[];
  }
  return out;
}

/**
 * Sets the values a form has (the keys of its defaults, with the same kind of value); anything
 * else in `values` (another form's fields, a registry extra) is ignored, so it never reaches
 * the submitted data. Returns the names it set.
 */
export function applyToForm(
  setValue: (name: string, value: PrefillValue, options: { shouldDirty: boolean }) => void,
  defaults: Record<string, unknown>,
  values: PrefillValues,
): string[] {
  const set: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!(name in defaults)) continue;
    const current = defaults[name];
    const sameKind = Array.isArray(current) ? Array.isArray(value) : typeof current === typeof value;
    if (sameKind) {
      setValue(name, value, { shouldDirty: true });
      set.push(name);
    }
  }
  return set;
}

/**
 * A filled field that showed an error (an earlier failed submit's 'é obrigatório', a server
 * refusal) is checked again with its new value (issue 34): the message goes when the value is
 * valid and is replaced when it is not. Fields without an error stay quiet, as before a submit.
 */
export function revalidateFilled<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>, names: readonly string[]) {
  const withError = names.filter((name) => form.getFieldState(name as Path<T>).error) as Path<T>[];
  if (withError.length > 0) void form.trigger(withError);
}

/**
 * Fills a request form from the URL: `?from=<requestId>` copies a stored request (duplicate),
 * `?servico=<serviceId>` the registry service's owner and vehicle. Each source is applied once;
 * Limpar afterwards really clears. Returns the service id once that service has loaded, so the
 * submitted request is linked to it.
 */
export function useFormPrefill(type: RequestType, apply: (values: PrefillValues) => void): string | undefined {
  const [params] = useSearchParams();
  const fromId = params.get('from') ?? '';
  const serviceId = params.get('servico') ?? '';
  const duplicate = useQuery({ ...getRequestQueryOptions(fromId), enabled: fromId !== '' });
  const service = useQuery({ ...serviceForPrefillQueryOptions(serviceId), enabled: serviceId !== '' });

  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const applied = useRef(new Set<string>());
  const once = (key: string, values: () => PrefillValues) => {
    if (applied.current.has(key)) return;
    applied.current.add(key);
    applyRef.current(values());
  };

  const request = duplicate.data;
  useEffect(() => {
    if (request) once(`from:${request.id}`, () => nonEmptyValues(request.data));
  }, [request]);

  const found = service.data;
  useEffect(() => {
    if (found) once(`servico:${found.service.id}`, () => registryPrefillFor(type, found));
  }, [found, type]);

  const failure = duplicate.error ?? service.error;
  useEffect(() => {
    if (!failure) return;
    const notFound = isApiError(failure) && (failure.status === 404 || failure.status === 400);
    toast.error(s.prefill.failedTitle, { description: notFound ? s.prefill.notFound : s.prefill.failed });
  }, [failure]);

  return found?.service.id;
}
