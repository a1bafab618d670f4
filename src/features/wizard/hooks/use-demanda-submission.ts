import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { AVISO_DEMANDA_LIDO } from '@/api/demandas/aviso';
import { fetchItensDemanda } from '@/api/demandas/get-itens-demanda';
import { demandaKeys } from '@/api/demandas/keys';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useToast } from '@/components/feedback/toast-context';
import { paths } from '@/config/paths';
import { checkFinalDemanda } from '../model/demanda-checks';
import { demandaGerentePlan, demandaPlan, FALHAS_DEMANDA } from '../model/demanda-submission';
import { itensSalvosDe, type DemandaLida } from '../model/demanda-to-form';
import type { WizardForm } from '../model/form';
import { useRecordedRun } from './use-recorded-run';

/** Not worded by the specification (docs/decisions.md). */
export const DEMANDA_SALVA = 'Demanda salva.';

/** A manager's correction of a saved demand: its seed, and what follows a successful save (back to the table). */
export interface DemandaGerenteRun {
  seed: DemandaLida;
  onSaved: () => void;
}

interface Options {
  form: UseFormReturn<WizardForm>;
  demanda: { id: number; codigo: string } | null;
  beforeLeave?: () => void;
  gerente?: DemandaGerenteRun | null;
}

/**
 * The demand's Enviar (§5 'Demand wizard', §4, §8): its checks, then the 'ATENCAO!' notice (unless already agreed to
 * for this demand), then the ordered writes, each recorded once it succeeded so a second try resumes; success clears
 * the draft and goes to Minhas Demandas. A manager's correction has no notice (it is addressed to the requester) and
 * goes back to the Demandas table.
 */
export function useDemandaSubmission({ form, demanda, beforeLeave, gerente = null }: Options) {
  const profissional = useRequiredProfissional();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [aviso, setAviso] = useState(false);
  // The notice is shown once per demand: not before saving when it was agreed to in Minhas Demandas, nor again on a
  // retry (docs/decisions.md 'Demand notice shown once').
  // The search is read as it is (useSearchParams would add its code to the sign-in page's JS, decision 002).
  const { search } = useLocation();
  const [avisoLido, setAvisoLido] = useState(
    () => new URLSearchParams(search).get(AVISO_DEMANDA_LIDO.param) === AVISO_DEMANDA_LIDO.valor,
  );
  const { run, busy, enviando, erro, setErro, fecharErro } = useRecordedRun(FALHAS_DEMANDA.confirmarCom, beforeLeave);

  const enviar = () => {
    const problems = checkFinalDemanda(form.getValues());
    if (problems.length) {
      toast.warn(problems[0].message);
      return;
    }
    if (gerente || avisoLido) void confirmar();
    else setAviso(true);
  };

  const confirmar = async () => {
    if (busy()) return;
    setAviso(false);
    setAvisoLido(true);
    if (!demanda) {
      setErro(FALHAS_DEMANDA.confirmar());
      return;
    }
    await run(
      demanda.id,
      async () => {
        const config = await queryClient.ensureQueryData(configuracoesQuery());
        const statusInicialDemanda = config.statusInicialDemanda ?? null;
        // The items the demand holds now (an earlier try's, even one whose answer never came) are not posted again.
        const itensSalvos = itensSalvosDe(await fetchItensDemanda(demanda.id));
        if (gerente)
          return demandaGerentePlan(form.getValues(), { ...gerente.seed, itensSalvos }, statusInicialDemanda);
        return demandaPlan(form.getValues(), {
          demandaId: demanda.id,
          profissionalInclusao: profissional.profissional_id,
          equipeRequisitante: profissional.equipe_id ?? null,
          statusInicialDemanda,
          itensSalvos,
        });
      },
      {
        lists: demandaKeys.all,
        done: () => {
          if (!gerente) {
            navigate(paths.minhasDemandas);
            return;
          }
          toast.success(DEMANDA_SALVA);
          gerente.onSaved();
        },
      },
    );
  };

  return {
    enviar,
    enviando,
    aviso,
    confirmar: () => void confirmar(),
    fecharAviso: () => setAviso(false),
    erro,
    fecharErro,
  };
}
