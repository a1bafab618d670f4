import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';
import { useLatest } from '../../hooks/use-latest';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { surgeryDateCascade, type CascadeFields } from '../../model/surgery-date-cascade';
import { MSG_DATAS } from '../../model/surgery-dates';
import { useSurgeryDateCheck } from './use-surgery-date';

/**
 * Keeps the suggested date consistent with Solicitação at every step (model/surgery-date-cascade.ts): applies the
 * cascade of each change of the duration, centre or character, and says so when a new character's check failed.
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
    const dirty = { shouldDirty: true };
    const read = (): CascadeFields => ({
      duracaoEstimada: getValues('duracaoEstimada'),
      centro: getValues('centro'),
      carater: getValues('carater'),
    });
    let last = read();
    const limparDatas = () => {
      setValue('dataHoraSugerida', '', dirty);
      setValue('agendamento', null, dirty);
    };
    const recheck = async (data: string, sala: number | null) => {
      const { verificar: check, toast: t } = latest.current;
      try {
        const r = await check(data, sala);
        if (!r.ok && getValues('dataHoraSugerida') === data) {
          limparDatas();
          t.warn(r.mensagem);
        }
      } catch (error) {
        // The date stays as chosen; the user is told it was not checked (docs/decisions.md).
        t.error(`${MSG_DATAS.naoVerificada} ${errorMessage(error)}`);
      }
    };
    const sub = form.watch((_values, { name }) => {
      const now = read();
      const before = last;
      last = now;
      const { caraterEletivo: eletivoConfigurado, eletivo: ehEletivo, toast: t } = latest.current;
      const efeito = surgeryDateCascade(name, before, now, {
        caraterEletivo: eletivoConfigurado,
        eletivo: ehEletivo,
        dataHoraSugerida: getValues('dataHoraSugerida'),
        agendamento: getValues('agendamento'),
      });
      switch (efeito.kind) {
        case 'limparComInternacao':
          limparDatas();
          setValue('dataInternacao', '', dirty);
          t.info(MSG_DATAS.procedimentosAlterados);
          return;
        case 'limparSugerida':
          limparDatas();
          return;
        case 'verificar':
          if (efeito.soltarAgendamento) setValue('agendamento', null, dirty);
          void recheck(efeito.data, efeito.sala);
          return;
        case 'nada':
          return;
      }
    });
    return () => sub.unsubscribe();
  }, [form, latest]);
  return null;
}
