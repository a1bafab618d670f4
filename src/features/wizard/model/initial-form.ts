import type { Profissional } from '@/api/session/profissional';
import type { WizardSeed } from '../draft/draft-storage';
import { emptyWizardForm, type WizardForm } from './form';

/** A fresh form from the seed: configuration defaults, the model's defaults, and the non-resident as responsible. */
export function initialForm(seed: WizardSeed, profissional: Profissional): WizardForm {
  const form = emptyWizardForm(seed.defaults ?? {});
  const m = seed.modelo;
  return {
    ...form,
    responsavel: profissional.residente ? null : profissional.profissional_id,
    centro:
      m?.centroCirurgicoPadrao ??
      (profissional.centrosCirurgicos.length === 1 ? profissional.centrosCirurgicos[0] : null),
    carater: m?.caraterAtendimentoPadrao ?? form.carater,
    lateralidade:
      m?.lateralidadePadrao === 'D' || m?.lateralidadePadrao === 'E' || m?.lateralidadePadrao === 'N'
        ? m.lateralidadePadrao
        : null,
    cidPrincipal: m?.cidPrincipalPadrao ?? null,
    tipoAnestesia: m?.tipoAnestesiaPadrao ?? null,
  };
}

/**
 * A form read from a stored request, with the configuration's plan and character where the request had none: the
 * defaults a run's start gives (docs/decisions/030-um-escritor-do-rascunho.md), not an effect afterwards.
 */
export function comPadroes(form: WizardForm, d: { convenio?: number | null; carater?: number | null }): WizardForm {
  const convenio = form.tipoPedido === '0' && !form.paciente.convenio && d.convenio ? d.convenio : null;
  return {
    ...form,
    paciente: convenio ? { ...form.paciente, convenio } : form.paciente,
    carater: form.carater || d.carater || form.carater,
  };
}
