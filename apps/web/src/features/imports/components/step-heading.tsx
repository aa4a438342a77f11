import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. When the wizard moves to the step the focus moves here, so a keyboard or
 * screen-reader user starts reading the new step instead of staying on a button that is gone.
 */
export function StepHeading({ id, children, focus = true }: { id: string; children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
