import { useSyncExternalStore } from 'react';

/**
 * Toasts through sonner, loaded on the first toast instead of with the app: the login
 * route stays inside its 150 KB budget, and every toast follows a server answer anyway.
 * Sonner replays toasts created before its <Toaster> subscribed, so none is lost.
 */
type ToastOptions = { description?: string };
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import('sonner');
  return sonner;
}

const show = (kind: 'success' | 'error' | 'info') => (title: string, options?: ToastOptions) => {
  void loadSonner().then((module) => module.toast[kind](title, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once some code has asked for a toast: time to mount the <Toaster>. */
export const useToasterRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
