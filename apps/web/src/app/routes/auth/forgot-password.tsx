import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout title={paths.forgotPassword.title}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
