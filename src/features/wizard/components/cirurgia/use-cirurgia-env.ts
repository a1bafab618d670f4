import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { readDateTime } from '@/lib/dates/read';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { usaDataLivre } from '../../model/slots';

/** São Paulo's wall clock now ('today' of spec decision 7), 'yyyy-MM-ddTHH:mm:ss'. */
export function agoraSaoPaulo(): string {
  return readDateTime(new Date()) ?? '';
}

/**
 * What step 2 reads besides the form: the requesting professional and team, the configuration, the initial status's
 * SLA, and whether the date is free (other characters, or team 9973 with centre 556) or booked on the room calendar.
 */
export function useCirurgiaEnv() {
  const profissional = useRequiredProfissional();
  const { flags, pessoas } = useWizardContext();
  // The run's requester books (model/pessoas.ts): a stored request's team and requester, never the manager's own (§3
  // 'Full request for manager or summary'); unread, no room is checked for them.
  const { agenda, equipeLegado: legadoConhecido } = pessoas.requisitante;
  const procuraLegado = legadoConhecido === undefined && agenda.equipe !== null;
  const equipes = useCatalogueWhen(procuraLegado, 'equipesAtivas').data;
  const equipeLegado = legadoConhecido ?? equipes?.find((e) => e.id === agenda.equipe)?.idLegado ?? null;
  const configQuery = useQuery(configuracoesQuery());
  const config = configQuery.data ?? null;
  const centro = useWatch<WizardForm, 'centro'>({ name: 'centro' });
  const centroLegado = (useCatalogue('centroCirurgico').data ?? []).find((c) => c.id === centro)?.idLegado ?? null;
  const statusInicial = config?.statusInicial ?? null;
  const statusQuery = useCatalogueWhen(statusInicial !== null, 'statusPedidoDetail', statusInicial ?? 0);
  const status = statusQuery.data ?? null;
  const perspectivas = useMemo(
    () => ({
      perspectivaDiasUteis: config?.perspectivaDiasUteis ?? null,
      perspectivaDiasCorridos: config?.perspectivaDiasCorridos ?? null,
      perspectivaHorasUteis: config?.perspectivaHorasUteis ?? null,
      perspectivaHorasCorridas: config?.perspectivaHorasCorridas ?? null,
    }),
    [config],
  );
  return {
    profissional,
    requisitanteId: agenda.profissional,
    config,
    status,
    equipeId: agenda.equipe,
    centro,
    intervalo: config?.intervaloUsoSalaCirurgica ?? 0,
    perspectivas,
    /** The SLA's inputs have answered (or failed): until then a week drawn would offer what the SLA refuses. */
    slaPronto: !configQuery.isPending && (statusInicial === null || !statusQuery.isPending),
    dataLivre: usaDataLivre({ equipeLegado, centroLegado, eletivo: flags.eletivo }),
  };
}
