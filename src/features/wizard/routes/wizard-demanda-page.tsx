import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { paths } from '@/config/paths';
import { WizardShell } from '../components/wizard-shell';
import { NOVA_DEMANDA } from '../runs/nova-demanda';
import { readWizardDraft, startWizardDraft } from '../draft/draft-storage';

/**
 * /admin/wizardDemanda: a new demand (runs/nova-demanda.ts; spec decision 1: Paciente, Solicitação, Itens da cirurgia,
 * Resumo). A stored demand draft is resumed; any other draft of the tab gives way to a new demand draft.
 */
export function WizardDemandaPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  useState(() => {
    if (readWizardDraft()?.run === paths.wizardDemanda) return true;
    startWizardDraft(
      {
        defaults: {
          convenio: config?.convenioPadrao,
          carater: config?.caraterPadraoDemanda,
          equipe: profissional.equipe_id,
        },
      },
      paths.wizardDemanda,
    );
    return true;
  });
  return <WizardShell spec={NOVA_DEMANDA} />;
}
