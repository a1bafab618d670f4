import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useToast } from '@/components/feedback/toast-context';
import { useLatest } from '../../hooks/use-latest';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { MSG_DATAS } from '../../model/surgery-dates';
import { useSurgeryDateCheck } from './use-surgery-date';

type Watched = Pick<WizardForm, 'duracaoEstimada' | 'centro' | 'carater'>;
const WATCHED = ['duracaoEstimada', 'centro', 'carater'] as const;

/**
 * Keeps the suggested date consistent with step 1 at every step (§4 'Duration and suggested date', 'Care character,
 * centre and modality'): a new duration in elective mode clears the dates ('Procedimentos foram alterados…'), a new
 * centre clears the suggested date, a new character re-checks it. Only a change of one of these fields counts: not
 * the mount, and not a reset (a draft restored or the wizard restarted).
 */
export function SurgeryDateWatcher() {
  const form = useFormContext<WizardForm>();
  const toast = useToast();
  const verificar = useSurgeryDateCheck();
  const caraterEletivo = useQuery(configuracoesQuery()).data?.caraterEletivo ?? null;
  const { eletivo } = useWizardContext().flags;
  const latest = useLatest({ toast, verificar, caraterEletivo, eletivo });

  useEffect(() => {
    const { setValue, getValues } = form;
    const read = (): Watched => ({
      duracaoEstimada: getValues('duracaoEstimada'),
      centro: getValues('centro'),
      carater: getValues('carater'),
    });
    let last = read();
    const limparDatas = () => {
      setValue('dataHoraSugerida', '', { shouldDirty: true });
      setValue('agendamento', null, { shouldDirty: true });
    };
    const recheck = async (carater: number | null) => {
      const { verificar: check, toast: t, caraterEletivo: eletivo } = latest.current;
      const data = getValues('dataHoraSugerida');
      if (!data) return;
      const agendamento = getValues('agendamento');
      const sala = carater === eletivo && agendamento ? agendamento.sala : null;
      if (sala === null && agendamento) setValue('agendamento', null, { shouldDirty: true });
      const r = await check(data, sala);
      if (!r.ok && getValues('dataHoraSugerida') === data) {
        limparDatas();
        t.warn(r.mensagem);
      }
    };
    const sub = form.watch((_values, { name }) => {
      const now = read();
      const before = last;
      last = now;
      // A reset (draft restored, restart) names no field: it only sets the baseline.
      if (!name || !WATCHED.some((w) => w === name)) return;
      if (now.duracaoEstimada !== before.duracaoEstimada && latest.current.eletivo) {
        if (!getValues('dataHoraSugerida') && !getValues('agendamento')) return;
        limparDatas();
        setValue('dataInternacao', '', { shouldDirty: true });
        latest.current.toast.info(MSG_DATAS.procedimentosAlterados);
      } else if (now.centro !== before.centro) {
        limparDatas();
      } else if (now.carater !== before.carater) {
        recheck(now.carater).catch(() => undefined);
      }
    });
    return () => sub.unsubscribe();
  }, [form, latest]);
  return null;
}
