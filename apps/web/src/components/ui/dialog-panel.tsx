import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import type { DialogProps } from './dialog-props.ts';
import { uiStrings } from './strings.ts';

const widths = { default: 'max-w-lg', wide: 'max-w-5xl' } as const;

/** Dialog's open panel, loaded on first use (see dialog.tsx). */
export default function DialogPanel({ open, onOpenChange, title, description, size = 'default', dirty = false, children }: DialogProps) {
  // Radix returns the focus to its own Trigger, which no dialog here uses: the element that had the
  // focus when the dialog opened (the button that opened it) gets it back instead.
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // Esc, the X or a click outside while the form holds unsaved work: asked first, in a dialog on top.
  const [confirming, setConfirming] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const requestOpenChange = (next: boolean) => {
    if (!next && dirty) setConfirming(true);
    else onOpenChange(next);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={requestOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
            'rounded-lg border border-slate-200 bg-white p-6 shadow-lg focus-visible:outline-none',
            widths[size],
          )}
          // Without a description Radix warns unless aria-describedby is explicitly cleared.
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={content}
          // A nested dialog's autoFocus loses to the outer focus trap: the marked button gets it here.
          onOpenAutoFocus={(event) => {
            const marked = content.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (!marked) return;
            event.preventDefault();
            marked.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description ? <DialogPrimitive.Description className="text-sm text-slate-600">{description}</DialogPrimitive.Description> : null}
            </div>
            <DialogPrimitive.Close
              aria-label={uiStrings.close}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children}
          {confirming ? (
            <DialogPanel open onOpenChange={(next) => setConfirming(next)} title={uiStrings.discard.title} description={uiStrings.discard.description}>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  variant="outline"
                  onClick={() => {
                    setConfirming(false);
                    onOpenChange(false);
                  }}
                >
                  {uiStrings.discard.discard}
                </Button>
                <Button data-autofocus onClick={() => setConfirming(false)}>
                  {uiStrings.discard.stay}
                </Button>
              </div>
            </DialogPanel>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
