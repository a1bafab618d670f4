import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CorpoDe } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import type { Conferencia } from '@/api/escritas/conferir-pedido';
import { useEscritasRetomaveis } from '@/api/escritas/executar-escritas';
import { escritaDoLog } from '@/api/historico/write-log';
import type { Profissional } from '@/api/session/profissional';
import { shellKeys } from '@/api/shell/keys';
import type { PARECER_CAMPOS } from '../model/parecer-campos';
import { areaTecnicaKeys } from './area-tecnica-row';

interface ParecerEnviado {
  pedidoId: number;
  areaTecnica: number;
  parecerTecnico: number;
  justificativa: string;
  /** The opinion's name, the log entry's description. */
  descricao: string;
}

/**
 * POST /api/parecerAreaTecnica {justificativa, areaTecnica, pedidoCirurgia, parecerTecnico}, then the 'Parecer' log
 * entry (a log failure is console-only, §8; wizards-and-management.md §7 'Technical area').
 */
function escritasDoParecer(p: ParecerEnviado, autor: Pick<Profissional, 'userid' | 'username'>): Escrita[] {
  return [
    {
      id: 'parecer',
      backend: 'main',
      method: 'POST',
      path: '/api/parecerAreaTecnica',
      body: {
        justificativa: p.justificativa,
        areaTecnica: p.areaTecnica,
        pedidoCirurgia: p.pedidoId,
        parecerTecnico: p.parecerTecnico,
      } satisfies CorpoDe<typeof PARECER_CAMPOS>,
    },
    escritaDoLog(autor, { idPedido: p.pedidoId, tipo: 'Parecer', descricao: p.descricao }),
  ];
}

const RECARREGAR = [areaTecnicaKeys.all];

/**
 * The opinion's writes, resumable after a failure (src/api/escritas), after the check that the request and the area's
 * opinion are as the dialog's row showed them (docs/decisions/031-pedido-alterado-antes-da-escrita.md); the lists, the
 * agenda and the bell reload.
 */
export function useDarParecer(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis(RECARREGAR);
  return useMutation({
    mutationFn: ({ conferencia, ...p }: ParecerEnviado & { conferencia: Conferencia }) =>
      executar(escritasDoParecer(p, profissional), conferencia),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: areaTecnicaKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.pendencia(profissional.profissional_id) }),
      ]),
  });
}
