import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { catalogStrings as s } from '../strings.ts';

/** The 'Erro' toast, with the server's pt-BR reason when it refused the value (400, 404, 409). */
export function catalogFailed(error: unknown) {
  const reason = isApiError(error) && error.hasServerMessage && error.status < 500 ? ` ${error.message}` : '';
  toast.error('Erro', { description: `${s.toasts.failed}${reason}` });
}
