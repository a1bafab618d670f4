import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The narrow-screen menu drawer: opening moves the focus to its first link; Esc, the menu button or a link closes it
 * and gives the focus back to the menu button; a tap outside closes it and lets the tap do its own work. It is not
 * modal: the page stays usable and the focus is never trapped.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((v) => !v), []);

  useEffect(() => {
    if (!open) return undefined;
    drawerRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog above the drawer takes its own Esc (PrimeReact marks it handled).
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (drawerRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return { open, toggle, close, drawerRef, toggleRef };
}
