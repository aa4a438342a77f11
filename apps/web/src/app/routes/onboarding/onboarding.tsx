import { LogOut } from 'lucide-react';
import { usePlatformName } from '../../../lib/public-settings.ts';
import { layoutStrings } from '../../../components/layout/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { OnboardingForm } from '../../../features/agencies/components/onboarding-form.tsx';
import { agencyStrings } from '../../../features/agencies/strings.ts';
import { useSignedIn } from '../../../lib/auth.tsx';
import { useSignOut } from '../../../lib/use-sign-out.ts';

export default function OnboardingPage() {
  const { me } = useSignedIn();
  const signOut = useSignOut();
  const platformName = usePlatformName();

  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{`${agencyStrings.heading} | ${platformName}`}</title>
      <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 md:px-8">
        <span className="text-lg font-bold text-primary">{platformName}</span>
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden truncate text-sm text-slate-600 sm:inline">{me.user.email}</span>
          <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {signOut.isPending ? layoutStrings.signingOut : layoutStrings.signOut}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl px-4 py-8">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{agencyStrings.heading}</h1>
            <CardDescription>{agencyStrings.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <OnboardingForm defaultEmail={me.user.email} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
