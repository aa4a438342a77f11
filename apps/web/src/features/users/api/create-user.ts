import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserData, CreatedUserResponse } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const createUser = (body: CreateUserData) => apiRequest<CreatedUserResponse>('/api/admin/users', { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}
