import { adminMessages } from '@despacha/domain/admin-messages';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** The spec's 'Erro' toast; a value already taken in the field (409) also says so. */
export function fieldOptionFailed(description: string, error: unknown) {
  const reason = isApiError(error) && error.status === 409 ? ` ${error.message}` : '';
  toast.error(adminMessages.error, { description: `${description}${reason}` });
}
