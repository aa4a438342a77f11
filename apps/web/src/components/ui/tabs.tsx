import type { ComponentProps } from 'react';
// The package's own entry, not the barrel: the login page's chunk grouping (vite/login-chunks.ts)
// follows static imports, and the barrel's reach every primitive.
import * as TabsPrimitive from 'radix-ui/tabs';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      // outline-none as a class: Radix's own style attribute is dropped from the pre-rendered /login.
      className={cn('grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 outline-none', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors',
        'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
