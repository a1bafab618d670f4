import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { errorMessage } from '@/lib/http/api-error';
import { existingDemandas } from '../../api/demanda-draft';
import { campaignsOf, existingPedidos } from '../../api/pedido-draft';
import type { PedidoExistente } from '../../api/schemas';
import { estimatedDuration, suggestedDailyStays } from '../../model/duration';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { campanhaAviso, MSG } from '../../model/messages';
import { registroDoEnvio } from '../../model/escritas-do-envio';

type Pending =
  | { kind: 'duplicate'; id: number; pedidos: PedidoExistente[] }
  | { kind: 'quantity'; id: number; secondary: boolean }
  | null;

/** Choosing procedures: duplicate check, campaign warning, quantity, then duration and daily stays recomputed. */
export function useProcedureFlow(ctx: { comModelo: boolean; eletivo: boolean }) {
  const form = useFormContext<WizardForm>();
  const { procedimentos, run } = useWizardContext();
  // A demand run warns about the patient's demands, a request run about its requests (§7 'Checks').
  const existentes = registroDoEnvio(run.submission.escritas) === 'demanda' ? existingDemandas : existingPedidos;
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const byId = (id: number | null) => procedimentos.find((p) => p.id === id) ?? null;

  const recompute = () => {
    const v = form.getValues();
    const main = byId(v.procedimentoPrincipal);
    const secs = v.secundarios.map((s) => ({ ...(byId(s.id) ?? {}), quantidade: s.quantidade }));
    form.setValue(
      'duracaoEstimada',
      estimatedDuration(main ? { ...main, quantidade: v.quantidadePrincipal } : null, secs),
      { shouldDirty: true },
    );
    form.setValue('diariasPrevistas', suggestedDailyStays([main, ...v.secundarios.map((s) => byId(s.id))]));
  };

  const afterChecks = async (id: number) => {
    if (ctx.eletivo && !ctx.comModelo) {
      try {
        const campanhas = await campaignsOf(id);
        if (campanhas.length) toast.warn(campanhaAviso(campanhas.join(', ')), { life: TOAST_MS.longWarning });
      } catch (error) {
        console.error('Falha ao verificar campanhas', errorMessage(error));
      }
    }
    setPending({ kind: 'quantity', id, secondary: false });
  };

  const pickMain = async (id: number | null) => {
    if (id === null) {
      form.setValue('secundarios', []);
      recompute();
      return;
    }
    const v = form.getValues();
    if (!v.novoPaciente && v.paciente.seqPaciente) {
      try {
        const pedidos = await existentes(v.paciente.seqPaciente, id);
        if (pedidos.length) return setPending({ kind: 'duplicate', id, pedidos });
      } catch (error) {
        console.error('Falha ao verificar duplicidade', errorMessage(error));
      }
    }
    await afterChecks(id);
  };

  const pickSecondaries = (ids: number[]) => {
    const v = form.getValues();
    if (!v.procedimentoPrincipal) {
      toast.warn(MSG.selecionePrincipal);
      form.setValue('secundarios', []);
      return;
    }
    const kept = v.secundarios.filter((s) => ids.includes(s.id));
    const added = ids.find((id) => !kept.some((s) => s.id === id));
    form.setValue('secundarios', kept);
    if (added !== undefined) setPending({ kind: 'quantity', id: added, secondary: true });
    else recompute();
  };

  const quantityDone = (quantidade: number) => {
    if (pending?.kind !== 'quantity') return;
    const { id, secondary } = pending;
    setPending(null);
    if (secondary) {
      if (quantidade >= 1) form.setValue('secundarios', [...form.getValues('secundarios'), { id, quantidade }]);
    } else if (quantidade >= 1) {
      form.setValue('quantidadePrincipal', quantidade);
    } else {
      form.setValue('procedimentoPrincipal', null);
    }
    recompute();
  };

  return {
    pending,
    byId,
    pickMain: (id: number | null) => void pickMain(id),
    pickSecondaries,
    quantityDone,
    duplicateCancel: () => {
      setPending(null);
      form.setValue('procedimentoPrincipal', null);
      recompute();
    },
    duplicateContinue: () => {
      if (pending?.kind === 'duplicate') void afterChecks(pending.id);
    },
  };
}
