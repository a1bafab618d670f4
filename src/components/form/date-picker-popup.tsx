import { Calendar } from 'primereact/calendar';
import { useDisplayOrder, useGlobalOnEscapeKey, useOverlayListener } from 'primereact/hooks';
import { DomHandler, ZIndexUtils } from 'primereact/utils';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DateMode } from './date-input';

// PrimeReact's ESC_KEY_HANDLING_PRIORITIES.OVERLAY_PANEL (not in its typings): above a dialog's 300, as its Calendar.
const PRIORIDADE_OVERLAY = 600;

/** The elements of the grid that take the focus, in order. */
const focaveisDe = (popup: HTMLElement): HTMLElement[] =>
  DomHandler.getFocusableElements(popup).filter((el): el is HTMLElement => el instanceof HTMLElement);

interface Props {
  /** The field's label: the month grid's name. */
  label: string;
  mode: DateMode;
  /** The date the grid shows selected (null: none; the grid opens on the current month). */
  value: Date | null;
  /** A day (or an hour) picked, or null when 'Limpar' was pressed. */
  onPick: (date: Date | null) => void;
  /** Escape, a click outside, or a day picked in a date field: the field takes the focus back when `devolverFoco`. */
  onClose: (devolverFoco: boolean) => void;
  /** The field's input and button, under which the grid opens and where a click does not close it. */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * The month grid of a date field, mounted only while it is open (docs/decisions/025-pisos-do-bench.md 'A date field
 * builds its month grid only when opened'): PrimeReact's Calendar inline, in a dialog appended to <body> under the field,
 * as the Calendar's own overlay is: above an open dialog, closed by Escape (before the dialog), a click outside or a
 * resize, the focus kept inside while it is open and put on the selected day (or today) when it opens.
 */
export function DatePickerPopup({ label, mode, value, onPick, onClose, anchor }: Props) {
  const popupRef = useRef<HTMLDivElement>(null);
  const displayOrder = useDisplayOrder('overlay-panel', true) ?? 0;

  const alinhar = useCallback(() => {
    const popup = popupRef.current;
    if (!popup || !anchor.current) return;
    DomHandler.alignOverlay(popup, anchor.current, undefined, false);
    // Measuring an element with no layout box yet (no offsetParent) leaves it 'display: none'.
    popup.style.display = '';
  }, [anchor]);
  useGlobalOnEscapeKey({
    callback: useCallback(() => onClose(true), [onClose]),
    when: Boolean(displayOrder),
    priority: [PRIORIDADE_OVERLAY, displayOrder],
  });
  const [bindOverlay, unbindOverlay] = useOverlayListener({
    target: anchor,
    overlay: popupRef,
    listener: (_event: Event, options?: { type: string; valid: boolean }) => {
      if (!options?.valid) return;
      if (options.type === 'outside') onClose(false);
      else alinhar();
    },
    when: true,
  });

  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return undefined;
    ZIndexUtils.set('overlay', popup, true, 1000);
    alinhar();
    return () => ZIndexUtils.clear(popup);
  }, [alinhar]);

  useEffect(() => {
    bindOverlay();
    // The selected day, else today: the cell the grid made focusable when it mounted.
    const popup = popupRef.current;
    const cell = popup
      ? (popup.querySelector<HTMLElement>('table td span[tabindex="0"]') ?? focaveisDe(popup)[0])
      : undefined;
    cell?.focus();
    return () => unbindOverlay();
  }, [bindOverlay, unbindOverlay]);

  // A modal dialog: Tab and Shift+Tab go round its buttons and days, as in the Calendar's own overlay.
  useEffect(() => {
    const popup = popupRef.current;
    if (!popup) return undefined;
    const prenderFoco = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focaveis = focaveisDe(popup);
      const n = focaveis.length;
      if (n === 0) return;
      event.preventDefault();
      const atual = focaveis.findIndex((el) => el === document.activeElement);
      let proximo = (atual + (event.shiftKey ? -1 : 1) + n) % n;
      if (atual === -1) proximo = event.shiftKey ? n - 1 : 0;
      focaveis[proximo]?.focus();
    };
    popup.addEventListener('keydown', prenderFoco);
    return () => popup.removeEventListener('keydown', prenderFoco);
  }, []);

  return createPortal(
    <div ref={popupRef} className="date-picker-popup" role="dialog" aria-modal="true" aria-label={label}>
      <Calendar
        inline
        value={value}
        onChange={(e) => {
          const picked = e.value instanceof Date ? e.value : null;
          onPick(picked);
          // A day picked in a date field (or 'Hoje', 'Limpar') closes the grid; a date-time field stays open for the time.
          if (mode === 'date' || picked === null) onClose(true);
        }}
        dateFormat="dd/mm/yy"
        showTime={mode === 'datetime'}
        hourFormat="24"
        showButtonBar={mode === 'date'}
        pt={{
          // Named here: the app's pt-BR locale has no 'prevMonth', 'chooseMonth'… (English or no name).
          previousButton: { 'aria-label': 'Anterior' },
          nextButton: { 'aria-label': 'Próximo' },
          monthTitle: { 'aria-label': 'Escolher mês' },
          yearTitle: { 'aria-label': 'Escolher ano' },
        }}
      />
    </div>,
    document.body,
  );
}
