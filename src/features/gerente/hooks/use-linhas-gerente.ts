import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { readDateTime } from '@/lib/dates/read';
import type { GerenteRow } from '../api/gerente-row';
import { isCancelado, isFinalizado, type AcoesContexto } from '../model/acoes';
import { toLinhas } from '../model/linhas';

/** The loaded manager rows as the list and the Prontidão read them (SLA, shown date), and the actions' context. */
export function useLinhasGerente(data: readonly GerenteRow[] | undefined, observador: boolean) {
  const config = useQuery(configuracoesQuery()).data;
  const ctx: AcoesContexto = useMemo(
    () => ({ observador, statusCancelado: config?.statusCancelado, statusFinalizado: config?.statusFinalizado }),
    [observador, config?.statusCancelado, config?.statusFinalizado],
  );
  const rows = useMemo(
    () =>
      data
        ? toLinhas(data, {
            agora: readDateTime(new Date()) ?? '',
            caraterUrgencia: config?.caraterUrgencia,
            encerrado: (r) => isCancelado(r, ctx) || isFinalizado(r, ctx),
          })
        : undefined,
    [data, config?.caraterUrgencia, ctx],
  );
  return { rows, ctx };
}
