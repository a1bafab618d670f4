import { createContext, useContext, type ReactNode } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  summary?: string;
  life?: number;
  /** Extra content under the message, e.g. an action button. */
  content?: ReactNode;
  sticky?: boolean;
}

export interface ToastApi {
  show(severity: ToastSeverity, detail: string, options?: ToastOptions): void;
  success(detail: string, options?: ToastOptions): void;
  info(detail: string, options?: ToastOptions): void;
  warn(detail: string, options?: ToastOptions): void;
  error(detail: string, options?: ToastOptions): void;
  clear(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast service; every screen uses it with the specification's durations. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast fora do ToastProvider');
  return api;
}
