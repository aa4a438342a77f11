import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { getRequestInfo } from '@despacha/domain/contracts/requests/request-catalog';
import { isApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCreateRequest } from '../../api/create-request.ts';
import type { SaleFieldName, SaleFormValues, SaleRequestType } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

/**
 * Stores a valid sale form for the agency. The values go as typed (the server parses them with the
 * same contract); its field messages land on the fields, and nothing typed is lost on a failure.
 */
export function useSaleSubmit(type: SaleRequestType, form: UseFormReturn<SaleFormValues>, serviceId: string | undefined) {
  const create = useCreateRequest();
  const [created, setCreated] = useState<RequestCreated | null>(null);
  const { title, description } = getRequestInfo(type).successMessage;

  const onSubmit = form.handleSubmit(async () => {
    try {
      const result = await create.mutateAsync({ type, data: form.getValues(), serviceId: serviceId ?? null });
      setCreated(result);
      toast.success(title, { description });
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as SaleFieldName, { message });
      const detail = fields.length > 0 ? s.fixFields : isApiError(error) && error.hasServerMessage ? error.message : s.tryAgain;
      toast.error(s.submitFailed, { description: detail });
    }
  });

  return { onSubmit, created, clearCreated: () => setCreated(null), submitting: form.formState.isSubmitting };
}
