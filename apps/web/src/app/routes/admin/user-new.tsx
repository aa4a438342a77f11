import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NewUserForm } from '../../../features/users/components/new-user-form.tsx';
import { usersStrings as s } from '../../../features/users/strings.ts';

export default function AdminUserNewPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={s.newTitle} description={s.newDescription} />
      <NewUserForm />
    </div>
  );
}
