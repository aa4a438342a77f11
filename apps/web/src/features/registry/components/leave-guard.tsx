import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { registryStrings as s } from '../strings.ts';

/**
 * Asks before unsaved changes are lost: a link or Back to another page opens a pt-BR dialog, and
 * closing or reloading the tab the browser's own prompt (browsers ignore a page's text there).
 * Only the path counts: the screen rewrites its own address (?veiculo=...) as records open.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocker.reset?.()} title={s.leave.title} description={s.leave.description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => blocker.proceed?.()}>
          {s.leave.leave}
        </Button>
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {s.leave.stay}
        </Button>
      </div>
    </Dialog>
  );
}
