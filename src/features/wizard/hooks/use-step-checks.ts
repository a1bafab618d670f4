import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { admissionRules } from '../model/admission';
import { checkDailyStaysBounds, durationBounds } from '../model/allowed';
import { blocks } from '../model/carater';
import { checkDuration, checkSequential } from '../model/duration';
import type { WizardForm } from '../model/form';
import { checkStep0, checkStep1, textosObrigatorios, type Pending } from '../model/pending';

/** The flags step 1 shows, each step's pending items, and its check (first problem or null). */
export function useStepChecks(form: UseFormReturn<WizardForm>, modelo: ModeloPedido | null) {
  const config = useQuery(configuracoesQuery()).data;
  const recursos = useQuery(configuracoesRecursoQuery()).data;
  const procedimentosData = useCatalogue('procedimentoCirurgico').data;
  const procedimentos = useMemo(() => procedimentosData ?? [], [procedimentosData]);
  const [carater, centro, modalidadeId, internacao] = useWatch({
    control: form.control,
    name: ['carater', 'centro', 'modalidade', 'internacao'],
  });
  const modalidades = useCatalogueWhen(Boolean(carater && centro), 'modalidades', carater ?? 0, centro ?? 0).data ?? [];
  const modalidade = modalidades.find((m) => m.id === modalidadeId) ?? null;
  const ambulatorial = modalidadeId !== null && modalidadeId === config?.modalidadeAmbulatorial;
  const internado = Boolean(internacao?.aberta);
  const admission = admissionRules({
    internacaoAberta: internado,
    modalidadeAmbulatorial: ambulatorial,
    recursosBloqueados: modalidade?.recursosBloqueados,
    recursoInternacao: recursos?.recursoInternacao,
  });
  const flags = {
    eletivo: carater === config?.caraterEletivo,
    textosObrigatorios: textosObrigatorios({ ambulatorial, internado }),
    avaliacaoPermitida:
      Boolean(modalidade) && !blocks(modalidade?.recursosBloqueados, recursos?.recursoAvaliacaoAnestesica),
  };

  const pendingOf = useCallback(
    (step: number): Pending[] => {
      const v = form.getValues();
      if (step === 0) return checkStep0(v);
      if (step === 1) {
        const main = procedimentos.find((p) => p.id === v.procedimentoPrincipal) ?? null;
        return checkStep1(v, {
          ambulatorial,
          internado,
          durationProblem: checkDuration(v.duracaoEstimada, main, durationBounds(modelo)),
          sequentialProblem: checkSequential(main, v.secundarios.length),
          dailyStaysProblem: checkDailyStaysBounds(v.diariasPrevistas, modelo),
        });
      }
      return [];
    },
    [form, procedimentos, ambulatorial, internado, modelo],
  );
  const checkStep = useCallback((step: number): string | null => pendingOf(step)[0]?.message ?? null, [pendingOf]);
  return { checkStep, pendingOf, flags, procedimentos, admission };
}
