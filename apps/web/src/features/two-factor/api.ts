import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

// better-auth's two-factor endpoints (decision 033) and our QR drawing. Whether two-factor is on
// lives on better-auth's user, which /api/auth/get-session returns.
export const twoFactorStatusKey = ['two-factor-status'] as const;

type SessionAnswer = { user?: { twoFactorEnabled?: boolean } } | null;
export type Enrolment = { totpURI: string; backupCodes: string[] };

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: async () => Boolean((await apiRequest<SessionAnswer>('/api/auth/get-session'))?.user?.twoFactorEnabled),
  });
}

export const startEnrolment = (password: string) => apiRequest<Enrolment>('/api/auth/two-factor/enable', { method: 'POST', body: { password } });

export const drawQr = (uri: string) => apiRequest<{ svg: string }>('/api/me/two-factor/qr', { method: 'POST', body: { uri } });

/** The first code turns two-factor on (better-auth swaps the session cookie on the way). */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}

/** The secret as the authenticator apps ask for it when typed instead of scanned. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** The backup codes as a .txt the user keeps: one per line. */
export function downloadBackupCodes(codes: string[], title: string) {
  const blob = new Blob([`${title}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'codigos-de-recuperacao.txt';
  a.click();
  URL.revokeObjectURL(url);
}
