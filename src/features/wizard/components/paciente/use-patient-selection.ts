import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';
import { loadDemandas, loadEncounters, loadExames } from '../../api/encounters';
import { createPedidoFromDemanda } from '../../api/pedido-draft';
import { useWizardContext } from '../../hooks/wizard-context';
import { useWizardShell } from '../../hooks/wizard-shell';
import type { DemandaPaciente, LegacyAtendimento, LegacyInternacao, LegacyPaciente } from '../../api/schemas';
import { EMPTY_PACIENTE, type WizardForm } from '../../model/form';
import {
  fromLegacyAtendimento,
  fromLegacyInternacao,
  fromLegacyPaciente,
  matchExames,
} from '../../model/patient-mapping';

type Stage =
  | { kind: 'idle' }
  | { kind: 'patients'; list: LegacyPaciente[] }
  | { kind: 'demandas'; patient: LegacyPaciente; list: DemandaPaciente[] }
  | { kind: 'encounters'; patient: LegacyPaciente; atendimentos: LegacyAtendimento[]; internacoes: LegacyInternacao[] };

/** The standard flow: patients found → the team's demands (if any) → encounters and admissions → exams. */
export function usePatientSelection() {
  const form = useFormContext<WizardForm>();
  const { fromDemanda: onDemanda } = useWizardShell();
  const { run } = useWizardContext();
  const profissional = useRequiredProfissional();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const showEncounters = async (patient: LegacyPaciente) => {
    const { atendimentos, internacoes } = await loadEncounters(patient.SEQ_PACIENTE);
    setStage({ kind: 'encounters', patient, atendimentos, internacoes });
  };

  const pickPatient = async (patient: LegacyPaciente) => {
    try {
      // A demand is not turned into another demand: the run's spec says whether the patient's demands are offered.
      const demandas = run.demandasDoPaciente
        ? await loadDemandas(patient.SEQ_PACIENTE, profissional.equipe_id ?? 0)
        : [];
      if (demandas.length) setStage({ kind: 'demandas', patient, list: demandas });
      else await showEncounters(patient);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const choose = async (patient: LegacyPaciente, kind: 'atendimento' | 'internacao', seq: number) => {
    const convenio = form.getValues('paciente.convenio');
    form.setValue('paciente', fromLegacyPaciente(patient, convenio), { shouldDirty: true });
    setStage({ kind: 'idle' });
    try {
      const catalogo = await queryClient.fetchQuery(catalogueQuery('itemExame'));
      form.setValue('exames', matchExames(await loadExames(kind, seq), catalogo));
    } catch (error) {
      console.error('Falha ao carregar os exames', errorMessage(error));
    }
  };

  return {
    stage,
    found: (list: LegacyPaciente[]) => setStage({ kind: 'patients', list }),
    pickPatient: (p: LegacyPaciente) => void pickPatient(p),
    skipDemanda: (p: LegacyPaciente) => void showEncounters(p).catch((e: unknown) => toast.error(errorMessage(e))),
    pickDemanda: async (p: LegacyPaciente, demanda: DemandaPaciente) => {
      try {
        const pedido = await createPedidoFromDemanda(profissional.profissional_id, demanda.id);
        form.setValue('paciente', fromLegacyPaciente(p, form.getValues('paciente.convenio')));
        onDemanda(pedido, demanda.id);
      } catch (error) {
        // Demand-to-request failure is only logged (spec §8 'Patient').
        console.error('Falha ao transformar a demanda em pedido', errorMessage(error));
      }
    },
    pickAtendimento: (p: LegacyPaciente, a: LegacyAtendimento) => {
      form.setValue('atendimento', fromLegacyAtendimento(a));
      form.setValue('internacao', null);
      void choose(p, 'atendimento', a.SEQ_ATENDIMENTO);
    },
    pickInternacao: (p: LegacyPaciente, i: LegacyInternacao) => {
      form.setValue('internacao', fromLegacyInternacao(i));
      form.setValue('atendimento', null);
      void choose(p, 'internacao', i.SEQ_INTERNACAO);
    },
    /** Closing the encounter dialog discards patient, attendance, admission and demand. */
    discard: () => {
      setStage({ kind: 'idle' });
      form.setValue('paciente', { ...EMPTY_PACIENTE, convenio: form.getValues('paciente.convenio') });
      form.setValue('atendimento', null);
      form.setValue('internacao', null);
      form.setValue('exames', []);
    },
  };
}
