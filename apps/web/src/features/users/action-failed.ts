import { adminMessages, userMessages } from '@despacha/domain/admin-messages';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

/** The toast of a failed user action: the server's own message when it sent one. */
export const toastActionFailed = (error: unknown) =>
  toast.error(adminMessages.error, { description: isApiError(error) && error.hasServerMessage ? error.message : userMessages.actionFailed });
