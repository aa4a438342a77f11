import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationData, RegistrationResponse } from '@despacha/domain/contracts/registry/registration';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export const saveRegistration = (body: RegistrationData) => apiRequest<RegistrationResponse>('/api/registrations', { method: 'POST', body });

/** "Salvar Cadastro": owner, vehicle and (optionally) service in one call; registry reads refresh after it. */
export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
