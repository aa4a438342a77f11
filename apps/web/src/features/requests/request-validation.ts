import type { FieldValues } from 'react-hook-form';
import type { RequestType } from '@despacha/domain/contracts/requests/request-catalog';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';

type Validation = ReturnType<typeof lazyZodResolver<FieldValues>>;
const byType = new Map<RequestType, Validation>();

/**
 * The request form's contract as a resolver that loads zod and the contracts (~26 KB gzip) on the
 * form's first key or pointer press, or at the first validation: the page itself stays within its
 * budget (decision 009). One per type, so a download started by `preload` is the one validation waits for.
 */
export function requestValidation<TValues extends FieldValues, TOutput extends FieldValues = TValues>(type: RequestType) {
  let validation = byType.get(type);
  if (!validation) {
    validation = lazyZodResolver<FieldValues>(() =>
      import('@despacha/domain/contracts/requests/request-types').then((contracts) => contracts.requestSchemas[type]),
    );
    byType.set(type, validation);
  }
  return validation as unknown as ReturnType<typeof lazyZodResolver<TValues, TOutput>>;
}
