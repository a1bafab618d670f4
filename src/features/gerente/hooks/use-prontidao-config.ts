import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import type { ProntidaoConfig } from '../model/prontidao-pendencias';

/**
 * What Prontidão's rules read (docs/decisions/023-prontidao.md): the configuration, the inpatient and anaesthesia
 * resources and the areas' codes; `lendo` while any is still on its way (a failed read leaves its rules unknown).
 */
export function useProntidaoConfig() {
  const configQuery = useQuery(configuracoesQuery());
  const recursosQuery = useQuery(configuracoesRecursoQuery());
  const areasQuery = useCatalogue('areaTecnica');
  const configuracoes = configQuery.data;
  const recursos = recursosQuery.data;
  const areas = areasQuery.data;
  const lendo = configQuery.isPending || recursosQuery.isPending || areasQuery.isPending;
  const config: ProntidaoConfig = useMemo(
    () => ({
      statusInicial: configuracoes?.statusInicial ?? null,
      statusRevisaoTecnica: configuracoes?.statusRevisaoTecnica ?? null,
      parecerPendente: configuracoes?.parecerPendente ?? null,
      parecerRejeicao: configuracoes?.parecerRejeicao ?? null,
      areaTecnicaAnestesia: configuracoes?.areaTecnicaAnestesia ?? null,
      modalidadeAmbulatorial: configuracoes?.modalidadeAmbulatorial ?? null,
      recursoInternacao: recursos?.recursoInternacao ?? null,
      recursoAvaliacaoAnestesica: recursos?.recursoAvaliacaoAnestesica ?? null,
      codigosArea: new Map((areas ?? []).map((a): [number, string] => [a.id, a.codigo])),
    }),
    [configuracoes, recursos, areas],
  );
  return { config, configuracoes, lendo };
}
