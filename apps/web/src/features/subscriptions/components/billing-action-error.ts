import { billingMessages as m } from '@despacha/domain/billing/messages';
import { isApiError } from '../../../lib/api-client.ts';

/** The server's own pt-BR reason when it gave one (409, 429), else the generic failure. */
export const actionErrorText = (error: unknown) => (isApiError(error) && error.hasServerMessage ? error.message : m.actionFailed);
