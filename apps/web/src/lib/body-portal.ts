import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const unchanging = () => () => {};

/**
 * `children` rendered at the end of the document's body (print areas). Nothing where there is no
 * document: the server renders pages too (decision 042), and the print area is never on screen.
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  const body = useSyncExternalStore(
    unchanging,
    () => document.body,
    () => null,
  );
  return body ? createPortal(children, body) : null;
}
