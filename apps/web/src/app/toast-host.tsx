import { lazy, Suspense } from 'react';
import { loadSonner, useToasterRequested } from '../lib/toast.ts';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Mounts sonner's <Toaster> when the first toast is requested. */
export function ToastHost() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton duration={4000} visibleToasts={3} />
    </Suspense>
  );
}
