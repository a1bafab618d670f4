import { useEffect, type RefObject } from 'react';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Arrows move the focus between the week's slots inside `group` (DOM order: day by day, time by time) and carry the
 * single tab stop with it (roving tabindex); Enter is FullCalendar's own (eventInteractive).
 */
export function useSlotKeyboard(group: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = group.current;
    if (!el) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      const step = STEPS[e.key];
      if (!step) return;
      const items = [...el.querySelectorAll<HTMLElement>('.fc-event.slot')];
      const at = items.findIndex((item) => item === document.activeElement);
      if (at < 0) return;
      e.preventDefault();
      const next = items[Math.min(items.length - 1, Math.max(0, at + step))];
      if (!next) return;
      items[at].tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [group]);
}
