import { adminMessages, userMessages } from '@despacha/domain/admin-messages';
import { toast } from './toast.ts';
import { errorText } from './error-text.ts';

/** The toast of a failed user action: the server's own message when it sent one. */
export const toastActionFailed = (error: unknown) => toast.error(adminMessages.error, { description: errorText(error, userMessages.actionFailed) });
