import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { admissionRules } from '../model/admission';
import { blocks } from '../model/carater';
import type { WizardForm } from '../model/form';
import { textosObrigatorios, type Pending } from '../model/pending';
import type { StepCheckContext } from '../model/step-context';
import type { StepRule } from '../model/steps';

/** The flags the steps show, the context every step's check reads, and a step's pending items. */
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
  const eletivo = carater === config?.caraterEletivo;
  const { disabled, clear } = admissionRules({
    internacaoAberta: internado,
    modalidadeAmbulatorial: ambulatorial,
    recursosBloqueados: modalidade?.recursosBloqueados,
    recursoInternacao: recursos?.recursoInternacao,
  });
  const admission = useMemo(() => ({ disabled, clear }), [disabled, clear]);
  const avaliacaoPermitida =
    Boolean(modalidade) && !blocks(modalidade?.recursosBloqueados, recursos?.recursoAvaliacaoAnestesica);
  const obrigatorios = textosObrigatorios({ ambulatorial, internado });
  const flags = useMemo(
    () => ({ eletivo, textosObrigatorios: obrigatorios, avaliacaoPermitida }),
    [eletivo, obrigatorios, avaliacaoPermitida],
  );
  const ctx: StepCheckContext = useMemo(
    () => ({ modelo, procedimentos, ambulatorial, internado, eletivo, admission }),
    [modelo, procedimentos, ambulatorial, internado, eletivo, admission],
  );

  /** The step's pending items against the current values (its check reads only its own rules). */
  const pendingOf = useCallback((step: StepRule): Pending[] => step.check(form.getValues(), ctx), [form, ctx]);
  return { ctx, pendingOf, flags, procedimentos, admission };
}
