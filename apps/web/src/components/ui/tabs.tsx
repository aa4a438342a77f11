import { createContext, use, useCallback, useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { arrowTarget } from '../../lib/arrow-keys.ts';
import { cn } from '../../lib/cn.ts';
import { uiStrings } from './strings.ts';

// WAI-ARIA tabs with automatic activation, written here rather than taken from Radix: Radix's
// roving focus and presence set state while React commits (a layout effect per tab, a ref per
// panel), and each such update makes React render again and run every pending effect of the page
// in the same task: on /cadastro-sistema, the longest task of its first render (decision 042,
// session 30).

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return tabs;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const dataState = (active: boolean) => (active ? 'active' : 'inactive');

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const context = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext value={context}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs();
  const onArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const to = from < 0 ? null : arrowTarget(event.key, from, tabs.length, 'horizontal');
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to]!;
    next.focus();
    select(next.dataset.value!);
  };
  return (
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- a tablist focuses its tabs (roving tabindex), not itself
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 outline-none', className)}
      onKeyDown={onArrow}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & {
  value: string;
  /** Fields with an error in this tab's panel: a red count beside the name, read as the tab's description. */
  errorCount?: number;
};

export function TabsTrigger({ value, errorCount = 0, className, onClick, children, 'aria-describedby': describedBy, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const errorsId = `${tabId(tabs.baseId, value)}-errors`;
  const invalid = errorCount > 0;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      // The name stays the tab's label (it also names the panel); the errors are its description.
      aria-describedby={[describedBy, invalid ? errorsId : undefined].filter(Boolean).join(' ') || undefined}
      data-state={dataState(active)}
      data-value={value}
      data-invalid={invalid ? '' : undefined}
      tabIndex={active ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors',
        'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'data-invalid:text-red-700 data-invalid:data-[state=active]:text-red-700',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    >
      {children}
      {invalid ? (
        <>
          <span
            aria-hidden="true"
            data-slot="tab-error-count"
            className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 align-middle text-xs font-semibold text-white"
          >
            {errorCount}
          </span>
          <span id={errorsId} hidden>
            {uiStrings.tabErrors(errorCount)}
          </span>
        </>
      ) : null}
    </button>
  );
}

/** A tab's panel; `forceMount` keeps it mounted while another tab is active (style it hidden by `data-state`). */
export function TabsContent({ value, forceMount, className, ...props }: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={dataState(active)}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
