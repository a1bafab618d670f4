import { env } from '@/config/env';
import { createHttpClient } from '@/lib/http/create-http-client';

/** Main API: every /api/... path except the patient/AIH lookup (spec decision 8). */
export const mainApi = createHttpClient(env.VITE_MAIN_API_URL);
/** Systems API: printable documents and report links. */
export const systemsApi = createHttpClient(env.VITE_SYSTEMS_API_URL);
/** Logging service: /logpedido. */
export const logApi = createHttpClient(env.VITE_LOG_API_URL);
/** Patient/AIH API: /api/buscarDadosPacienteAIH/{id}. */
export const patientApi = createHttpClient(env.VITE_PATIENT_API_URL);

/** Absolute address of a systems-API document, for opening in a new window. */
export function systemsUrl(path: string): string {
  const base = env.VITE_SYSTEMS_API_URL.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
