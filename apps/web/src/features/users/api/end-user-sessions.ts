import { apiRequest } from '../../../lib/api-client.ts';

/** Admin: every session of a user ends (the user signs in again everywhere). */
export const endUserSessions = (userId: string) =>
  apiRequest<{ ended: number }>(`/api/admin/users/${encodeURIComponent(userId)}/sessions/end`, { method: 'POST' });
