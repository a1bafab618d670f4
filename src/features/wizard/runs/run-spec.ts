import type { StepId } from '../model/steps';
import type { WizardStep } from '../steps/wizard-step';

/** The kinds of wizard run (docs/decisions/018-wizard-run-specs.md), named as the screens and the spec name them. */
export type RunId =
  'novoPedido' | 'favorito' | 'transformacao' | 'conferencia' | 'reagendamento' | 'novaDemanda' | 'correcaoDemanda';

/**
 * What Enviar writes: the request (a draft request the run creates, or with `edicao` the stored one the manager
 * conferes or reschedules), or the demand (the blank one the run creates, or with `edicao` the manager's correction
 * of a saved one, 'Salvar demanda').
 */
export interface RunSubmission {
  registro: 'pedido' | 'demanda';
  edicao: boolean;
  /** Where a request sent lands and what it says; absent: Meus Pedidos, 'Pedido nº {code} enviado.'. */
  concluido?: { path: string; mensagem: (codigo: string) => string };
}

/**
 * One kind of wizard run: everything the shell needs to know about it. The route picks the spec; the shell, the
 * stepper, the checks and the steps read it and never ask which kind of run they are in.
 */
export interface RunSpec {
  id: RunId;
  /** The page's heading, given the code of the run's record (undefined while it is being created). */
  titulo: (codigo: string | undefined) => string;
  /** The steps, in order (docs/decisions/017-adding-a-wizard-step.md). */
  steps: readonly WizardStep[];
  /** Where the run opens when the draft holds no step of it. */
  start: StepId;
  /** Where the run ends: 'Cancelar' (once confirmed) and a Resumo without a record go there. */
  exitPath: string;
  /** The header's button that ends the run; null: the run is left through its page ('Voltar para Demandas'). */
  cancelLabel: string | null;
  submission: RunSubmission;
  /** Whether choosing the patient offers the team's demands of that patient (to turn one into this request). */
  demandasDoPaciente: boolean;
  /**
   * What 'Reiniciar pedido' does (wizards-and-management.md §2 'Request wizard shell'): `formulario` empties the form on
   * the same record; `releitura` starts the run again from its address (the stored request is read again);
   * `semDemanda` also says the demand will no longer be turned into the request, which goes on as a new request's run.
   */
  recomeco: 'formulario' | 'releitura' | 'semDemanda';
}

/** 'Pedido de Cirurgia nº {code}' (wizards-and-management.md §2 'Request wizard shell'); '...' while it is created. */
export const tituloPedido = (codigo: string | undefined) => `Pedido de Cirurgia nº ${codigo ?? '...'}`;
