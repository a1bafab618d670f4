import { createContext, useContext, type ReactNode } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  summary?: string;
  life?: number;
  /** Extra content under the message, e.g. an action button. */
  content?: ReactNode;
  sticky?: boolean;
  /** A button under the message; pressing it takes the toast away and acts. */
  action?: { label: string; onClick: () => void };
}

/** One toast on screen, to take it away before its time (its own, never the others'). */
export interface ToastHandle {
  remove(): void;
}

/** At most one toast of a severity is on screen: a newer one replaces it. */
export interface ToastApi {
  show(severity: ToastSeverity, detail: string, options?: ToastOptions): ToastHandle;
  success(detail: string, options?: ToastOptions): ToastHandle;
  info(detail: string, options?: ToastOptions): ToastHandle;
  warn(detail: string, options?: ToastOptions): ToastHandle;
  error(detail: string, options?: ToastOptions): ToastHandle;
  /** Takes away the toast of that severity on screen, if any (a wizard step's warnings when the step changes). */
  dismiss(severity: ToastSeverity): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast service; every screen uses it with the specification's durations. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast fora do ToastProvider');
  return api;
}
