import { SessionsCard } from '../../../features/sessions/sessions-card.tsx';
import { TwoFactorCard } from '../../../features/two-factor/components/two-factor-card.tsx';
import { MyAccountPage } from '../../../features/users/components/my-account-page.tsx';

export default function MyAccountRoute() {
  return (
    <MyAccountPage>
      <TwoFactorCard />
      <SessionsCard />
    </MyAccountPage>
  );
}
