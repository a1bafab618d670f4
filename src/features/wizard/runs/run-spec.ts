import type { QueryKey } from '@tanstack/react-query';
import type { Escrita } from '../model/escritas-do-envio';
import type { WizardForm } from '../model/form';
import type { ProblemaFinal } from '../model/final-checks';
import type { StepCheckContext } from '../model/step-context';
import type { StepId } from '../model/steps';
import type { WizardStep } from '../steps/wizard-step';

/** The kinds of wizard run (docs/decisions/018-wizard-run-specs.md), named as the screens and the spec name them. */
export type RunId =
  'novoPedido' | 'favorito' | 'transformacao' | 'conferencia' | 'reagendamento' | 'novaDemanda' | 'correcaoDemanda';

/**
 * What the run's Enviar does, as data (docs/decisions/018-wizard-run-specs.md): its button, its final checks, the
 * requester's notice, the writes it makes in order, and where a saved run lands. One Enviar runs every spec's.
 */
interface RunSubmission {
  /** The button on the last step ('Salvar demanda' in the gerente's correction). */
  botao: { label: string; icon: string };
  /**
   * The final checks (§4, §5 'Final submit'), the first message shown; a problem that names its form path marks the
   * field and offers its step (docs/decisions.md 'The final checks at Resumo').
   */
  verificacao: (values: WizardForm, ctx: StepCheckContext) => readonly ProblemaFinal[];
  /** The requester's 'ATENCAO!' notice with 'LI E CONCORDO' before the writes (§5 'Demand wizard'), once per record. */
  aviso: boolean;
  /** The writes Enviar makes, in order (model/escritas-do-envio.ts); a write with nothing to send is left out. */
  escritas: readonly Escrita[];
  /** The 'Atenção!' messages (§8): without a record, and of a failure outside a write (the server's text appended). */
  falhas: { semRegistro: () => string; com: (erro: string) => string };
  /** The lists that show the record: reloaded once it was saved. */
  listas: QueryKey;
  /**
   * Where a saved run lands and what it says: `path` null goes back to the page the wizard replaced (the Demandas
   * table); `mensagem` null says nothing (the list confirms it).
   */
  concluido: { path: string | null; mensagem: ((codigo: string) => string) | null };
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
  /** The question that button asks first, under its own label ('Deseja realmente cancelar?'). */
  cancelPergunta: string;
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
