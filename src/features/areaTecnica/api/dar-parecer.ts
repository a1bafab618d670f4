import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { writeLog } from '@/api/historico/write-log';
import type { Profissional } from '@/api/session/profissional';
import { shellKeys } from '@/api/shell/keys';
import type { PARECER_CAMPOS } from '../model/parecer-campos';
import { areaTecnicaKeys } from './area-tecnica-row';

export interface ParecerEnviado {
  pedidoId: number;
  areaTecnica: number;
  parecerTecnico: number;
  justificativa: string;
  /** The opinion's name, the log entry's description. */
  descricao: string;
}

/**
 * POST /api/parecerAreaTecnica {justificativa, areaTecnica, pedidoCirurgia, parecerTecnico}, then the 'Parecer' log
 * entry (a log failure is console-only, §8); the lists, the agenda and the bell reload.
 */
export function useDarParecer(profissional: Profissional) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (p: ParecerEnviado) => {
      await mainApi.post('/api/parecerAreaTecnica', {
        justificativa: p.justificativa,
        areaTecnica: p.areaTecnica,
        pedidoCirurgia: p.pedidoId,
        parecerTecnico: p.parecerTecnico,
      } satisfies CorpoDe<typeof PARECER_CAMPOS>);
      await writeLog(profissional, { idPedido: p.pedidoId, tipo: 'Parecer', descricao: p.descricao });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: areaTecnicaKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.pendencia(profissional.profissional_id) }),
      ]),
  });
}
