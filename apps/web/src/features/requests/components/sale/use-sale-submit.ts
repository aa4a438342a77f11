import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getRequestInfo } from '@despacha/domain/contracts/requests/request-catalog';
import { isApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { focusFirstInvalid } from '../../hooks/focus-first-invalid.ts';
import { useRequestSubmission } from '../../hooks/use-request-submission.ts';
import type { SaleFieldName, SaleFormValues, SaleRequestType } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';
import { errorText } from '../../../../lib/error-text.ts';

/**
 * Stores a valid sale form for the agency, once per "Nova solicitação" (decision 018). The values
 * go as typed (the server parses them with the same contract); its field messages land on the
 * fields, the first one in reading order gets the focus, and nothing typed is lost on a failure.
 * The form must be created with `shouldFocusError: false`.
 */
export function useSaleSubmit(type: SaleRequestType, form: UseFormReturn<SaleFormValues>, serviceId: string | undefined) {
  const submission = useRequestSubmission();
  const { title, description } = getRequestInfo(type).successMessage;

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    // Read now: React clears currentTarget once the event has been handled.
    const root = event?.currentTarget as HTMLElement | undefined;
    await form.handleSubmit(
      async () => {
        try {
          const result = await submission.send({ type, data: form.getValues(), serviceId: serviceId ?? null });
          if (result) toast.success(title, { description });
        } catch (error) {
          const fields = isApiError(error) ? Object.entries(error.fields) : [];
          for (const [name, message] of fields) form.setError(name as SaleFieldName, { message });
          focusFirstInvalid(
            root,
            fields.map(([name]) => name),
          );
          const detail = fields.length > 0 ? s.fixFields : errorText(error, s.tryAgain);
          toast.error(s.submitFailed, { description: detail });
        }
      },
      (errors) => focusFirstInvalid(root, Object.keys(errors)),
    )(event);
  };

  return { onSubmit, created: submission.created, startNew: submission.startNew, submitting: form.formState.isSubmitting };
}
