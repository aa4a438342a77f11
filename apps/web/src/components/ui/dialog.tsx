import { useCallback, useEffect, useRef, useState } from 'react';
import { DialogDirtyContext, useLeaveGuard } from '../../lib/leave-guard.ts';
import { toast } from '../../lib/toast.ts';
import type { DialogProps } from './dialog-props.ts';
import { uiStrings } from './strings.ts';

// In dialog-props.ts, which the lazily loaded panel imports instead of this file.
export type { DialogProps };

type Panel = typeof import('./dialog-panel.tsx').default;
let Panel: Panel | null = null;
let loading: Promise<void> | null = null;

/**
 * Radix's dialog (focus trap, scroll lock, portal: 13 KB gzip) is fetched the first time a dialog
 * opens, not with every page that holds one (decision 009, session 30). When the fetch fails the
 * dialog says so and closes; the next opening tries again.
 */
export function loadDialogPanel(): Promise<void> {
  loading ??= import('./dialog-panel.tsx').then(
    (module) => {
      Panel = module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A modal named by its title (and described by the optional description): focus trapped inside,
 * closed by Esc, the overlay or the labelled X button; while dirty (the prop, or a form inside
 * calling useLeaveGuard) those ask first. Closing through `open` (after a save, Cancelar) never asks.
 */
export function Dialog(props: DialogProps) {
  const [, setLoaded] = useState(Panel !== null);
  const [dirtyForms, setDirtyForms] = useState(0);
  const reportDirty = useCallback(() => {
    setDirtyForms((n) => n + 1);
    return () => setDirtyForms((n) => n - 1);
  }, []);
  // The forms inside join the page's guards themselves; a dirty prop joins here.
  useLeaveGuard(props.open && props.dirty === true);
  const onOpenChange = useRef(props.onOpenChange);
  onOpenChange.current = props.onOpenChange;
  useEffect(() => {
    if (!props.open || Panel) return;
    loadDialogPanel().then(
      () => setLoaded(true),
      () => {
        // Closed again, so that the user's next click opens it (and fetches it) anew.
        onOpenChange.current(false);
        toast.error(uiStrings.dialogLoadFailed);
      },
    );
  }, [props.open]);
  // Closed, nothing of Radix is mounted: its presence machines would dispatch in a layout effect,
  // a synchronous re-render inside the commit of every page that holds a dialog (decision 042,
  // session 30). Nothing is animated on close, so nothing is lost.
  if (!props.open || !Panel) return null;
  return (
    <DialogDirtyContext.Provider value={reportDirty}>
      <Panel {...props} dirty={props.dirty === true || dirtyForms > 0} />
    </DialogDirtyContext.Provider>
  );
}
