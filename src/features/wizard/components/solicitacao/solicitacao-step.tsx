import { AnestesiaSection } from './anestesia-section';
import { DadosSolicitacaoSection } from './dados-solicitacao-section';
import { ProcedimentosSection } from './procedimentos-section';

/** Step 1: Solicitação (the sections read the form and the wizard context themselves). */
export function SolicitacaoStep() {
  return (
    <div className="wizard-step">
      <ProcedimentosSection />
      <DadosSolicitacaoSection />
      <AnestesiaSection />
    </div>
  );
}

/**
 * The demand's Solicitação: its procedures, duration and daily stays are in Itens da cirurgia (spec decision 1); what
 * a demand does not keep (§3 'Demand': priority, anaesthesia, clinical texts, medical area) is asked when it becomes
 * a request (docs/decisions.md 'What the demand wizard asks').
 */
export function SolicitacaoDemandaStep() {
  return (
    <div className="wizard-step">
      <DadosSolicitacaoSection demanda />
    </div>
  );
}
