import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
// One module per icon, not the barrel, which reaches all of them (see vite/login-chunks.ts).
import Car from 'lucide-react/icons/car';
import ChartColumn from 'lucide-react/icons/chart-column';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import { usePlatformName } from '../../../lib/public-settings.ts';
import { authStrings as s, loginFeatures } from '../strings.ts';

const featureIcons: Record<(typeof loginFeatures)[number]['key'], LucideIcon> = {
  vehicles: Car,
  security: ShieldCheck,
  users: Users,
  reports: ChartColumn,
};

/** Public pages: the product's advertisement beside (or, on phones, above) the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const platformName = usePlatformName();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <title>{`${title} | ${platformName}`}</title>
      <section className="flex flex-col justify-center gap-6 bg-primary px-6 py-8 text-white lg:px-16">
        <div>
          <h1 className="text-3xl font-bold tracking-tight lg:text-5xl">{platformName}</h1>
          <p className="mt-2 text-sm text-blue-100 lg:text-lg">{s.tagline}</p>
        </div>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:gap-5">
          {loginFeatures.map((feature) => {
            const Icon = featureIcons[feature.key];
            return (
              <li key={feature.key} className="flex items-start gap-3">
                <span className="rounded-md bg-white/10 p-2" aria-hidden="true">
                  <Icon className="size-4 lg:size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="text-sm font-semibold lg:text-base">{feature.title}</span>
                  <span className="hidden text-sm text-blue-100 lg:block">{feature.description}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <main className="flex items-start justify-center px-4 py-8 sm:px-8 lg:items-center">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
