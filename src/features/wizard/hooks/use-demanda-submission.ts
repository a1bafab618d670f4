import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { demandaKeys } from '@/api/demandas/keys';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { clearWizardDraft } from '@/api/wizard-draft/draft-storage';
import { clearSubmissionProgress } from '@/api/wizard-draft/submission-progress';
import { useToast } from '@/components/feedback/toast-context';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { runRecorded } from '../api/run-recorded';
import { checkFinalDemanda } from '../model/demanda-checks';
import { demandaGerentePlan, demandaPlan, FALHAS_DEMANDA } from '../model/demanda-submission';
import type { GerenteDemandaSeed } from '../model/demanda-to-form';
import type { WizardForm } from '../model/form';

/** Not worded by the specification (docs/decisions.md). */
export const DEMANDA_SALVA = 'Demanda salva.';

/** A manager's correction of a saved demand: its seed, and what follows a successful save (back to the table). */
export interface DemandaGerenteRun {
  seed: GerenteDemandaSeed;
  onSaved: () => void;
}

interface Options {
  form: UseFormReturn<WizardForm>;
  demanda: { id: number; codigo: string } | null;
  beforeLeave?: () => void;
  gerente?: DemandaGerenteRun | null;
}

/**
 * The demand's Enviar (§5 'Demand wizard', §4, §8): its checks, then the 'ATENCAO!' notice, then the ordered writes,
 * each recorded once it succeeded so a second try resumes; success clears the draft and goes to Minhas Demandas. A
 * manager's correction has no notice (it is addressed to the requester) and goes back to the Demandas table.
 */
export function useDemandaSubmission({ form, demanda, beforeLeave, gerente = null }: Options) {
  const profissional = useRequiredProfissional();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [aviso, setAviso] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const running = useRef(false);

  const enviar = () => {
    const problems = checkFinalDemanda(form.getValues());
    if (problems.length) {
      toast.warn(problems[0].message);
      return;
    }
    if (gerente) void confirmar();
    else setAviso(true);
  };

  const confirmar = async () => {
    if (running.current) return;
    setAviso(false);
    if (!demanda) {
      setErro(FALHAS_DEMANDA.confirmar());
      return;
    }
    running.current = true;
    setEnviando(true);
    try {
      const config = await queryClient.ensureQueryData(configuracoesQuery());
      const statusInicialDemanda = config.statusInicialDemanda ?? null;
      const writes = gerente
        ? demandaGerentePlan(form.getValues(), gerente.seed, statusInicialDemanda)
        : demandaPlan(form.getValues(), {
            demandaId: demanda.id,
            profissionalInclusao: profissional.profissional_id,
            equipeRequisitante: profissional.equipe_id ?? null,
            statusInicialDemanda,
          });
      const result = await runRecorded(demanda.id, writes);
      if (!result.ok) {
        setErro(result.mensagem);
        return;
      }
      beforeLeave?.();
      clearSubmissionProgress();
      clearWizardDraft();
      void queryClient.invalidateQueries({ queryKey: demandaKeys.all });
      if (gerente) {
        toast.success(DEMANDA_SALVA);
        gerente.onSaved();
      } else navigate(paths.minhasDemandas);
    } catch (error) {
      setErro(FALHAS_DEMANDA.confirmarCom(errorMessage(error)));
    } finally {
      running.current = false;
      setEnviando(false);
    }
  };

  return {
    enviar,
    enviando,
    aviso,
    confirmar: () => void confirmar(),
    fecharAviso: () => setAviso(false),
    erro,
    fecharErro: () => setErro(null),
  };
}
