import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { addDays } from '@/lib/dates/wall-clock';
import { recuperarSala, validarSla } from '../../api/check-dates';
import { fetchReservas } from '../../api/get-pedidos-wizard';
import { programacoesQuery } from '../../api/get-programacoes';
import { slaMinimoQuery } from '../../api/sla-minimo-query';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardAgendamento, WizardForm } from '../../model/form';
import { mondayOf } from '../../model/slots';
import { checkSurgeryDate, slaRule, type DateCheckResult, type RoomWindow } from '../../model/cirurgia-date-check';
import { SOLICITANTE_ILEGIVEL } from '../../model/submission-input';
import { admissionWithSurgery } from '../../model/surgery-dates';
import { agoraSaoPaulo, useCirurgiaEnv } from './use-cirurgia-env';

/** The room used for the server's check of a free date (constants.md 'Default surgery room'). */
const SALA_PADRAO = 1;

/**
 * Checks a suggested date with the form as it is now (§5 'Step 2 and later'); `sala` is the calendar's room (elective),
 * null for the free date field.
 */
export function useSurgeryDateCheck() {
  const { getValues } = useFormContext<WizardForm>();
  const { modelo } = useWizardContext();
  const { requisitanteId, config, status, equipeId, intervalo, perspectivas } = useCirurgiaEnv();
  const queryClient = useQueryClient();
  return useCallback(
    async (data: string, sala: number | null): Promise<DateCheckResult> => {
      const v = getValues();
      const equipe = equipeId ?? 0;
      const centro = v.centro ?? 0;
      const duracao = v.duracaoEstimada ?? 0;
      const carater = v.carater ?? 0;
      const agora = agoraSaoPaulo();
      const sla = slaRule(modelo, status, perspectivas, carater !== config?.caraterEletivo);
      let room: RoomWindow | null = null;
      if (sala !== null) {
        const programacoes = await queryClient.ensureQueryData(programacoesQuery(equipe, centro));
        const dia = data.slice(0, 10);
        room = {
          sala,
          salaValida: programacoes.some((p) => p.salaCirurgia_id === sala),
          programacoes,
          duracaoMinutos: duracao,
          intervaloMinutos: intervalo,
          reservas: () => fetchReservas(equipe, sala, dia, addDays(dia, 2)),
          // The minimum the calendar drew the week with (the same cached answer).
          inicioMinimoSla: () => queryClient.fetchQuery(slaMinimoQuery(sla, agora, mondayOf(dia))),
        };
      }
      return checkSurgeryDate(data, {
        agora,
        recuperarSala: async () =>
          requisitanteId === null
            ? { ok: false, mensagem: SOLICITANTE_ILEGIVEL }
            : recuperarSala({
                inicio: data,
                duracaoEstimada: duracao,
                carater,
                profissionalRequisitanteId: requisitanteId,
                sala: sala ?? v.sala ?? SALA_PADRAO,
                equipeRequisitanteId: equipe,
                centroId: centro,
              }),
        sala: room,
        sla,
        validarSla,
      });
    },
    [getValues, modelo, requisitanteId, config, status, equipeId, intervalo, perspectivas, queryClient],
  );
}

/**
 * Stores an accepted date (with its calendar booking, if any) and the admission that goes with it (the default, or the
 * one set moved by as many days as the surgery: model/surgery-dates admissionWithSurgery); or clears the date.
 * `antes` is the surgery date the change started from: the form's, unless the caller already showed the new one; once
 * cleared (Limpar, another room), the date the run started with (the request as read, or the draft as restored).
 */
export function useSurgeryDateActions() {
  const { getValues, setValue, formState } = useFormContext<WizardForm>();
  const { admission } = useWizardContext();
  const aplicar = useCallback(
    (data: string, agendamento: WizardAgendamento | null, atual: string = getValues('dataHoraSugerida')) => {
      const opts = { shouldDirty: true };
      const antes = atual || formState.defaultValues?.dataHoraSugerida || '';
      setValue('dataHoraSugerida', data, opts);
      setValue('agendamento', agendamento, opts);
      if (agendamento) setValue('sala', agendamento.sala, opts);
      const adm = { ambulatorio: admission.disabled, bloqueada: admission.clear, internado: false };
      setValue('dataInternacao', admissionWithSurgery(antes, data, getValues('dataInternacao'), adm), opts);
    },
    [getValues, setValue, formState, admission.disabled, admission.clear],
  );
  const limpar = useCallback(() => {
    setValue('dataHoraSugerida', '', { shouldDirty: true });
    setValue('agendamento', null, { shouldDirty: true });
  }, [setValue]);
  return { aplicar, limpar };
}
