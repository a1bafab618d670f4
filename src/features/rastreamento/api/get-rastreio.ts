// GET /api/rastreioPedido/{codigoPedido} (requester-side.md §7 'Agenda and tracking'). Public and without a session,
// so it needs none of the shared HTTP client's token or sign-out handling; a plain fetch keeps axios out of the page
// (docs/decisions/012-rastreamento-failure.md).
import { envResult } from '@/config/env';
import { readRastreio, type Rastreio } from './read-rastreio';

/**
 * The request's tracking, or null when the back-end knows no request by that code (404); throws on any other failure
 * (the page tells the two apart, decision 012).
 */
export async function getRastreio(codigoPedido: string): Promise<Rastreio | null> {
  // The same configuration as the app's (the build's values under config.js's); a wrong one fails the consultation,
  // its problems on the console only.
  if (!envResult.ok) throw new Error(`configuração inválida: ${envResult.problems.join('; ')}`);
  const base = envResult.env.VITE_MAIN_API_URL.replace(/\/$/, '');
  const response = await fetch(`${base}/api/rastreioPedido/${encodeURIComponent(codigoPedido)}`, {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`rastreioPedido: HTTP ${response.status}`);
  const rastreio = readRastreio(await response.json());
  // The detail goes to the console only, without the response (it holds the patient's name).
  if (!rastreio) throw new Error('rastreioPedido: resposta inesperada do servidor');
  return rastreio;
}
