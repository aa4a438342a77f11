import { useCallback, useEffect } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { leaveGuardStore, useLeaveGuard, useLeaveGuardState } from '../../lib/leave-guard.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { uiStrings as s } from './strings.ts';

/** Guards a page form while `when` is true (the component form of useLeaveGuard). */
export function LeaveGuard({ when }: { when: boolean }) {
  useLeaveGuard(when);
  return null;
}

/**
 * The one place that asks before unsaved work is lost (mounted once, by the app shell): a link,
 * the menu or Back to another page and "Sair" open a pt-BR dialog, and closing or reloading the
 * tab the browser's own prompt (browsers ignore a page's text there). Only the path counts:
 * screens rewrite their own address (?veiculo=..., filters) as they work.
 */
export function LeavePrompt() {
  const { dirty, pending } = useLeaveGuardState();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => leaveGuardStore.isDirty() && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const { pathname } = useLocation();

  // A leave given up on purpose (leaveWithoutAsking) ends with the page it left.
  useEffect(() => leaveGuardStore.rearm(), [pathname]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const stay = () => (blocked ? blocker.reset() : leaveGuardStore.answer(false));
  const leave = () => (blocked ? blocker.proceed() : leaveGuardStore.answer(true));
  return (
    <Dialog open={blocked || pending !== null} onOpenChange={(open) => !open && stay()} title={s.leave.title} description={s.leave.description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={leave}>
          {s.leave.leave}
        </Button>
        <Button autoFocus onClick={stay}>
          {s.leave.stay}
        </Button>
      </div>
    </Dialog>
  );
}
