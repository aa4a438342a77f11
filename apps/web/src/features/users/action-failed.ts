import { adminMessages, userMessages } from '@despacha/domain/admin-messages';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/error-text.ts';

/** The toast of a failed user action: the server's own message when it sent one. */
export const toastActionFailed = (error: unknown) =>
  toast.error(adminMessages.error, { description: errorText(error, userMessages.actionFailed) });
