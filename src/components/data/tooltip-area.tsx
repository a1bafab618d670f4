import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './tooltip-area.css';

interface Tip {
  text: string;
  x: number;
  y: number;
}

function tipOf(target: EventTarget | null, selector: string): Tip | null {
  const element = target instanceof Element ? target.closest(selector) : null;
  const text = element?.getAttribute('data-tooltip');
  if (!element || !text) return null;
  const rect = element.getBoundingClientRect();
  return { text, x: rect.left + rect.width / 2, y: rect.top };
}

/**
 * One tooltip for every element matching `selector` inside `children` that carries a `data-tooltip` text, shown on
 * hover and focus: a table of hundreds of dots listens once, and rows painted later (paging, sorting) need no binding.
 */
export function TooltipArea({ selector, children }: { selector: string; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const show = (e: Event) => {
      const next = tipOf(e.target, selector);
      if (next) setTip(next);
    };
    const hide = (e: Event) => {
      if (tipOf(e.target, selector)) setTip(null);
    };
    element.addEventListener('mouseover', show);
    element.addEventListener('focusin', show);
    element.addEventListener('mouseout', hide);
    element.addEventListener('focusout', hide);
    return () => {
      element.removeEventListener('mouseover', show);
      element.removeEventListener('focusin', show);
      element.removeEventListener('mouseout', hide);
      element.removeEventListener('focusout', hide);
    };
  }, [selector]);
  return (
    <div ref={area}>
      {children}
      {tip
        ? createPortal(
            <div role="tooltip" className="tooltip-area__tip" style={{ left: tip.x, top: tip.y }}>
              {tip.text}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
