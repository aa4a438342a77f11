import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { leaveGuardStore } from '../lib/leave-guard.ts';
import { forgetPublicSettings } from '../lib/public-settings.ts';
import { setTwoFactorRequired } from '../lib/two-factor-required.ts';

// Pages are lazy chunks, transformed on first import: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // sonner keeps its toasts in module state; start every test with none.
  const { toast } = await import('sonner');
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Files share a worker's modules (isolate: false): what a page keeps for its life starts over
// with each file, as with a new page.
afterAll(() => {
  forgetPublicSettings();
  setTwoFactorRequired(false);
  leaveGuardStore.reset();
});

// jsdom lacks matchMedia, which sonner reads (a file may run without a DOM: the server renderer's).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Dialogs fetch Radix's panel when one first opens (components/ui/dialog.tsx); loaded here, as
// after a first opening, so a test need not wait for it (dialog.test.tsx covers the fetch).
await (await import('../components/ui/dialog.tsx')).loadDialogPanel();
