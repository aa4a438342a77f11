import type { ReactNode } from 'react';

// Dialog's props (dialog.tsx), which its panel (dialog-panel.tsx, loaded on first use) renders:
// apart from both so that the panel does not import the module that loads it.

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Forms fit the default panel; tables need the wide one. */
  size?: 'default' | 'wide';
  /**
   * The dialog holds unsaved work: Esc, the X and a click outside ask "Descartar alterações?"
   * before closing. Forms inside can say so themselves with useLeaveGuard(isDirty) instead.
   */
  dirty?: boolean;
  children: ReactNode;
};
