import { billingMessages as m } from '@despacha/domain/billing/messages';
import { errorText } from '../../../lib/error-text.ts';

/** The server's own pt-BR reason when it gave one (409, 429), else the generic failure. */
export const actionErrorText = (error: unknown) => errorText(error, m.actionFailed);
