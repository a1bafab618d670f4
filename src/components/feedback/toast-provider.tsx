import type { Toast, ToastMessage } from 'primereact/toast';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastHandle, type ToastOptions, type ToastSeverity } from './toast-context';
import { TOAST_MS } from './toast-durations';
import { posicionarToast } from './toast-lugar';

// Loaded on the first toast, so the login page does not pay for PrimeReact (docs/decisions/002-bundle-budget.md).
const LazyToast = lazy(() => import('./app-toast'));

const SUMMARY: Record<ToastSeverity, string> = {
  success: 'Sucesso',
  info: 'Informação',
  warn: 'Atenção!',
  error: 'Erro',
};

/** Mounts one PrimeReact Toast (on first use) and exposes it through useToast(). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast | null>(null);
  const pending = useRef<ToastMessage[]>([]);
  const [mounted, setMounted] = useState(false);
  // The toast on screen of each severity: a newer one of the same severity replaces it instead of piling up.
  const shown = useRef(new Map<ToastSeverity, ToastMessage>());

  const attach = useCallback((toast: Toast | null) => {
    ref.current = toast;
    if (toast && pending.current.length) {
      toast.show(pending.current);
      // The toast's element is in the page from its first frame on.
      requestAnimationFrame(() => posicionarToast(toast.getElement()));
      pending.current = [];
    }
  }, []);

  const api = useMemo<ToastApi>(() => {
    const remove = (message: ToastMessage) => {
      pending.current = pending.current.filter((m) => m !== message);
      ref.current?.remove(message);
      for (const [severity, m] of shown.current) if (m === message) shown.current.delete(severity);
    };
    const dismiss = (severity: ToastSeverity) => {
      const message = shown.current.get(severity);
      if (message) remove(message);
    };
    const show = (severity: ToastSeverity, detail: string, options: ToastOptions = {}): ToastHandle => {
      dismiss(severity);
      const acao = options.action;
      const extra = acao ? (
        <button
          type="button"
          className="p-button p-component p-button-sm toast-action"
          onClick={() => {
            remove(message);
            acao.onClick();
          }}
        >
          <span className="p-button-label">{acao.label}</span>
        </button>
      ) : (
        options.content
      );
      const message: ToastMessage = {
        severity,
        summary: options.summary ?? SUMMARY[severity],
        detail: extra ? (
          <div>
            <div>{detail}</div>
            {extra}
          </div>
        ) : (
          detail
        ),
        life: options.life ?? TOAST_MS.default,
        sticky: options.sticky,
      };
      shown.current.set(severity, message);
      if (ref.current) {
        posicionarToast(ref.current.getElement());
        ref.current.show(message);
      } else {
        pending.current.push(message);
        setMounted(true);
      }
      return { remove: () => remove(message) };
    };
    return {
      show,
      success: (d, o) => show('success', d, o),
      info: (d, o) => show('info', d, o),
      warn: (d, o) => show('warn', d, o),
      error: (d, o) => show('error', d, o),
      dismiss,
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LazyToast ref={attach} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
