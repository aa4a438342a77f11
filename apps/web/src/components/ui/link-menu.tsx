import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { arrowTarget } from '../../lib/arrow-keys.ts';
import { buttonClasses, type ButtonVariant } from './button.tsx';

export type LinkMenuItem = { label: string; href: string; download?: boolean };

type LinkMenuProps = { label: ReactNode; items: LinkMenuItem[]; variant?: ButtonVariant };

const itemClasses = 'block rounded px-3 py-2 text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100';

/**
 * A menu button (WAI-ARIA) whose items are links, such as an export's formats: opened by click,
 * Enter, Space or ArrowDown with the first item focused; arrows, Home and End move; Esc closes
 * back to the button; Tab or a click elsewhere closes. Written here rather than taken from Radix's dropdown,
 * whose popper and presence layers weighed 12 KB gzip on the one page that had one (decision 009,
 * session 30).
 */
export function LinkMenu({ label, items, variant = 'outline' }: LinkMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close();
    }
    if (event.key === 'Tab') return setOpen(false);
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const to = arrowTarget(event.key, links.indexOf(document.activeElement as HTMLElement), links.length, 'vertical');
    if (to === null) return;
    event.preventDefault();
    links[to]?.focus();
  };

  return (
    <div className="relative inline-block">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={buttonClasses({ variant })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        // oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- a menu focuses its items, not itself
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <a key={item.label} role="menuitem" tabIndex={-1} href={item.href} download={item.download} className={itemClasses} onClick={close}>
              {item.label}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
