import { WizardShell } from '../components/wizard-shell';

/** /admin/wizard: the request wizard (spec decision 1: Paciente, Solicitação, Cirurgia, Itens, Resumo). */
export function WizardPage() {
  return <WizardShell variant="request" mode="pedido" />;
}
