import { CirurgiaStep } from '../components/cirurgia/cirurgia-step';
import { ItensCirurgiaStep } from '../components/itens-cirurgia/itens-cirurgia-step';
import { ItensStep } from '../components/itens/itens-step';
import { leavePaciente } from '../components/paciente/leave-paciente';
import { PacienteStep } from '../components/paciente/paciente-step';
import { ResumoDemandaStep, ResumoStep } from '../components/resumo/resumo-step';
import { SolicitacaoDemandaStep, SolicitacaoStep } from '../components/solicitacao/solicitacao-step';
import { DEMANDA_STEP_RULES, STEP_RULES } from '../model/steps';
import type { WizardStep } from './wizard-step';

// The built-in steps (DESIGN: wizards, steps as typed data): each a rule and its view. A run's spec lists the ones it
// has (src/features/wizard/runs/); a new step is one more definition like these and one entry in a spec's list.

const PACIENTE: WizardStep = { ...STEP_RULES.paciente, Component: PacienteStep, onLeave: leavePaciente };
const SOLICITACAO: WizardStep = { ...STEP_RULES.solicitacao, Component: SolicitacaoStep };
const CIRURGIA: WizardStep = { ...STEP_RULES.cirurgia, Component: CirurgiaStep };
const ITENS: WizardStep = { ...STEP_RULES.itens, Component: ItensStep };
const RESUMO: WizardStep = { ...STEP_RULES.resumo, Component: ResumoStep };

/** The request's steps (spec decision 1: Paciente, Solicitação, Cirurgia, Itens, Resumo). */
export const PEDIDO_STEPS: readonly WizardStep[] = [PACIENTE, SOLICITACAO, CIRURGIA, ITENS, RESUMO];

/**
 * The demand's steps (spec decision 1: Paciente, Solicitação, Itens da cirurgia, Resumo), with the demand's wording of
 * their problems; its Solicitação leaves the procedures to Itens da cirurgia.
 */
export const DEMANDA_STEPS: readonly WizardStep[] = [
  { ...DEMANDA_STEP_RULES.paciente, Component: PacienteStep, onLeave: leavePaciente },
  { ...DEMANDA_STEP_RULES.solicitacao, Component: SolicitacaoDemandaStep },
  { ...DEMANDA_STEP_RULES.itensCirurgia, Component: ItensCirurgiaStep },
  { ...DEMANDA_STEP_RULES.resumo, Component: ResumoDemandaStep },
];
