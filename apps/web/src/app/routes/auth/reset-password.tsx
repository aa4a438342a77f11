import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { InvalidResetLink, ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const valid = Boolean(token) && !params.has('error');
  return <AuthLayout title={paths.resetPassword.title}>{valid && token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}</AuthLayout>;
}
