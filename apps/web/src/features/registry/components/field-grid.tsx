import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Dense form grid: one column on a phone, two on a tablet, four on a desktop. */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4', className)}>{children}</div>;
}
