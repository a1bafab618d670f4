import type { Dropdown } from 'primereact/dropdown';
import { useRef, type KeyboardEvent, type RefObject } from 'react';

// Keys by which the user moves the highlight through the open list.
const MOVES = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

/**
 * Tab on an open Dropdown list closes it and moves on, the value unchanged. PrimeReact's Tab takes whatever option is
 * highlighted: the one under the resting pointer, one a type-ahead letter jumped to, or the chosen option's place in a
 * list the filter has since changed. As the WAI-ARIA combobox pattern allows, Tab still takes an option the user moved
 * to with the arrow keys (docs/decisions.md 'kit'). `onKeyDownCapture` goes on an element around the Dropdown (the
 * panel's keys reach it through the portal); `reset` on the Dropdown's onShow and onHide.
 */
export function useTabMovesOn(dropdown: RefObject<Dropdown | null>) {
  const moved = useRef(false);
  const onKeyDownCapture = (e: KeyboardEvent) => {
    const overlay = dropdown.current?.getOverlay();
    if (!overlay) return;
    if (MOVES.has(e.key)) {
      moved.current = true;
      return;
    }
    if (e.key !== 'Tab' || moved.current) return;
    e.stopPropagation();
    // From the panel (filter, option), Tab goes on from the field itself, not from the end of the page.
    if (overlay.contains(document.activeElement)) dropdown.current?.getFocusInput()?.focus();
    dropdown.current?.hide();
  };
  const reset = () => {
    moved.current = false;
  };
  return { onKeyDownCapture, reset };
}
