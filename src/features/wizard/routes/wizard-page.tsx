import { useState } from 'react';
import { readWizardDraft, startWizardDraft } from '@/api/wizard-draft/draft-storage';
import { WizardShell } from '../components/wizard-shell';

/** /admin/wizard: the request wizard (spec decision 1: Paciente, Solicitação, Cirurgia, Itens, Resumo). */
export function WizardPage() {
  // A demand draft left in the tab is not a request: the request wizard starts its own.
  useState(() => readWizardDraft()?.seed.variante === 'demand' && startWizardDraft({}));
  return <WizardShell variant="request" mode="pedido" />;
}
