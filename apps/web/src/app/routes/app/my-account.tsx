import { MyAccountPage } from '../../../features/users/components/my-account-page.tsx';

export default function MyAccountRoute() {
  return <MyAccountPage />;
}
