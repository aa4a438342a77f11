import { LogOut, Wrench } from 'lucide-react';
import { settingsMessages } from '@despacha/domain/settings/messages';
import { usePlatformName } from '../../lib/public-settings.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { layoutStrings as s } from './strings.ts';

/** What everyone but an administrator sees while Configurações' maintenanceMode is on. */
export function MaintenancePage() {
  const platformName = usePlatformName();
  const signOut = useSignOut();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <title>{`${settingsMessages.maintenanceTitle} | ${platformName}`}</title>
      <Card className="flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <Wrench aria-hidden="true" className="size-10 text-amber-600" />
        <h1 className="text-xl font-bold text-slate-900">{settingsMessages.maintenanceTitle}</h1>
        <p className="text-slate-700">{settingsMessages.maintenance}</p>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="size-4" />
          {s.signOut}
        </Button>
      </Card>
    </main>
  );
}
