import { isAllowed } from '@/config/access';
import type { AccessFlags } from '@/config/access-flags';

/** What the bell reads of the professional. */
type ProfissionalDoSino = AccessFlags & { areaTecnica_id?: number | null };

/** What the bell shows: its accessible name, its badge (null: none) and whether it links to Parecer Área Técnica. */
interface Sino {
  rotulo: string;
  selo: string | null;
  link: boolean;
}

/**
 * The bell counts the requests without technical evaluation (requester-side.md §1; GET
 * /api/pendenciaParecer): only a technical-area professional has such a count, so only one fetches it.
 */
export const sinoConta = (profissional: ProfissionalDoSino): boolean => Boolean(profissional.areaTecnica_id);

/**
 * The bell for a professional and its count. A count that could not be read is not 0 (DESIGN.md 'A failure is never
 * an empty screen'): the name says so and the badge is '?'. It links to Parecer Área Técnica only for who may open it.
 */
export function sinoDoProfissional(profissional: ProfissionalDoSino, contagem: { total: number; erro: boolean }): Sino {
  const link = isAllowed(profissional, 'acessoParecerAreaTecnica');
  if (!sinoConta(profissional)) return { rotulo: 'Notificações', selo: null, link };
  const lido = contagem.erro ? 'contagem indisponível' : String(contagem.total);
  const selo = contagem.erro ? '?' : String(contagem.total);
  return {
    rotulo: `Pedidos sem parecer técnico: ${lido}`,
    selo: contagem.erro || contagem.total > 0 ? selo : null,
    link,
  };
}
