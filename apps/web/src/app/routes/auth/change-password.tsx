import { ChangePasswordPage } from '../../../features/users/components/change-password-page.tsx';

export default ChangePasswordPage;
