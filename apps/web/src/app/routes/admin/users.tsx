import { AdminUsersPage } from '../../../features/users/components/admin-users-page.tsx';

export default AdminUsersPage;
