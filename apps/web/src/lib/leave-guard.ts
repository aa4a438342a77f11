import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Every form on screen that holds typed work, in one place (issue 34): the route blocker, the
 * browser's reload/close prompt and "Sair" ask while any of them is dirty. A form joins with
 * `useLeaveGuard(dirty)`; inside a Dialog the same call also makes Esc, the X and a click outside
 * ask before closing (see dialog.tsx).
 */
type Listener = () => void;

const dirtyForms = new Set<symbol>();
const listeners = new Set<Listener>();
/** Set by leaveWithoutAsking: the next leave goes through (cleared once nothing is guarded or the page changes). */
let released = false;
/** An action waiting for the user's answer (sign-out), shown by LeavePrompt. */
let pendingAction: (() => void) | null = null;

const emit = () => {
  for (const listener of listeners) listener();
};

export const leaveGuardStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** True while a guarded form holds unsaved work (and nobody chose to leave it). */
  isDirty: () => !released && dirtyForms.size > 0,
  pendingAction: () => pendingAction,
  add(): () => void {
    const id = Symbol('dirty-form');
    dirtyForms.add(id);
    emit();
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) released = false;
      emit();
    };
  },
  /** Guards again after a released leave (LeavePrompt calls it when the page has changed). */
  rearm() {
    if (!released) return;
    released = false;
    emit();
  },
  /** Forgets every guard and question: a new page (the tests start each file as one). */
  reset() {
    dirtyForms.clear();
    released = false;
    pendingAction = null;
    emit();
  },
  /** The user answered the pending question: `leave` runs the action, otherwise it is dropped. */
  answer(leave: boolean) {
    const action = pendingAction;
    pendingAction = null;
    if (leave && action) leaveWithoutAsking(action);
    emit();
  },
};

/**
 * Runs `leave` (a navigation after a successful save, the sign-out) without asking: the forms on
 * screen are given up on purpose. The guards come back once the page changes or the forms are gone.
 */
export function leaveWithoutAsking<T>(leave: () => T): T {
  released = true;
  emit();
  return leave();
}

/**
 * Runs `action` (e.g. signing out) at once when nothing typed would be lost; otherwise the shared
 * pt-BR question (LeavePrompt) asks first and runs it only on "Sair sem salvar".
 */
export function confirmLeave(action: () => void): void {
  if (!leaveGuardStore.isDirty()) {
    action();
    return;
  }
  pendingAction = action;
  emit();
}

export function useLeaveGuardState() {
  const dirty = useSyncExternalStore(leaveGuardStore.subscribe, leaveGuardStore.isDirty, () => false);
  const pending = useSyncExternalStore(leaveGuardStore.subscribe, leaveGuardStore.pendingAction, () => null);
  return { dirty, pending };
}

/** Provided by Dialog: the forms inside report their dirty state so that closing asks first. */
export const DialogDirtyContext = createContext<(() => () => void) | null>(null);

/**
 * Marks the calling form as holding unsaved work while `dirty` is true: leaving the page (links,
 * menu, Back), reloading or closing the tab, signing out and (inside a Dialog) closing the dialog
 * ask first. Pass react-hook-form's `formState.isDirty` (and `&& !saved` where a saved form stays
 * filled); after a save that navigates, navigate inside `leaveWithoutAsking`.
 */
export function useLeaveGuard(dirty: boolean): void {
  const inDialog = useContext(DialogDirtyContext);
  useEffect(() => {
    if (!dirty) return;
    const leave = leaveGuardStore.add();
    const close = inDialog?.();
    return () => {
      leave();
      close?.();
    };
  }, [dirty, inDialog]);
}

/**
 * For forms kept in useState (not react-hook-form): true once `values` differ from what the form
 * opened with (compared as JSON), false again when typed back.
 */
export function useChangedSinceOpened(values: unknown): boolean {
  const [opened] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== opened;
}
