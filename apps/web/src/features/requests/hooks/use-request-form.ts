import { useCallback, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { getRequestInfo, type RequestType } from '@despacha/domain/contracts/requests/request-catalog';
import type { RequestTypeEntry } from '@despacha/domain/contracts/requests/request-types';
import { isApiError } from '../../../lib/api-client.ts';
import { useFormWithoutMountRender } from '../../../lib/use-form-without-mount-render.ts';
import { toast } from '../../../lib/toast.ts';
import { registryPrefillFor, type RegistryHit } from '../registry-prefill.ts';
import { requestValidation } from '../request-validation.ts';
import { requestStrings as s } from '../strings.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { applyToForm, revalidateFilled, useFormPrefill, type PrefillValue, type PrefillValues } from './use-form-prefill.ts';
import { useRequestSubmission } from './use-request-submission.ts';
import { errorText } from '../../../lib/error-text.ts';

type SchemaOf<T extends RequestType> = Extract<RequestTypeEntry, { type: T }>['schema'];
export type RequestInput<T extends RequestType> = z.input<SchemaOf<T>> & FieldValues;
export type RequestOutput<T extends RequestType> = z.output<SchemaOf<T>> & FieldValues;

export type RequestForm<T extends RequestType> = {
  type: T;
  form: UseFormReturn<RequestInput<T>, unknown, RequestOutput<T>>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  clear: () => void;
  /** Starts loading the contract (first key or pointer press in the form). */
  preloadValidation: () => void;
  /** The stored request after a successful submit (its PDF can be downloaded). */
  created: RequestCreated | null;
  /** "Nova solicitação": clears the form and makes a new idempotency key. */
  startNew: () => void;
  serviceId: string | undefined;
  fillFromRegistry: (hit: RegistryHit) => void;
};

/**
 * One request form's state: the contract as resolver (loaded on demand), the defaults,
 * pre-filling from the URL (?from=, ?servico=) and from a registry hit, and the submit that stores the request with
 * the values as typed, shows the spec's toast and maps the server's field errors.
 */
export function useRequestForm<T extends RequestType>(type: T): RequestForm<T> {
  const entry = getRequestInfo(type);
  const defaults = entry.defaults as () => RequestInput<T>;
  const validation = requestValidation<RequestInput<T>, RequestOutput<T>>(type);
  const form = useFormWithoutMountRender<RequestInput<T>, unknown, RequestOutput<T>>({
    resolver: validation.resolver,
    defaultValues: defaults() as DefaultValues<RequestInput<T>>,
    // Its own focus follows registration order; focusFirstInvalid follows the page.
    shouldFocusError: false,
  });
  const { setValue, getValues, setError, reset, handleSubmit, getFieldState, trigger } = form;
  const submission = useRequestSubmission();

  const apply = useCallback(
    (values: PrefillValues) => {
      const filled = applyToForm((name, value: PrefillValue, options) => setValue(name as Path<RequestInput<T>>, value as never, options), defaults(), values);
      revalidateFilled({ getFieldState, trigger }, filled);
    },
    // `defaults` is the contract's builder, the same function for a given `type`.
    [setValue, getFieldState, trigger, defaults],
  );
  const serviceId = useFormPrefill(type, apply);

  const submit = async (event?: BaseSyntheticEvent) => {
    // Read now: React clears currentTarget once the event has been handled.
    const root = event?.currentTarget as HTMLElement | undefined;
    await handleSubmit(
      async () => {
        try {
          const result = await submission.send({ type, data: getValues() as Record<string, unknown>, serviceId });
          if (result) toast.success(entry.successMessage.title, { description: entry.successMessage.description });
        } catch (error) {
          const fields = isApiError(error) ? Object.entries(error.fields) : [];
          for (const [name, message] of fields) setError(name as Path<RequestInput<T>>, { type: 'server', message });
          focusFirstInvalid(
            root,
            fields.map(([name]) => name),
          );
          const description = fields.length > 0 ? s.submitFailed.fields : errorText(error, s.submitFailed.generic);
          toast.error(s.submitFailed.title, { description });
        }
      },
      (errors) => focusFirstInvalid(root, Object.keys(errors)),
    )(event);
  };

  const clear = () => {
    reset(defaults());
    submission.startNew();
  };

  const fillFromRegistry = (hit: RegistryHit) => apply(registryPrefillFor(type, hit));

  return { type, form, submit, clear, preloadValidation: validation.preload, created: submission.created, startNew: clear, serviceId, fillFromRegistry };
}
