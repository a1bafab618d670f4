import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { VOLTAR_DEMANDAS_PERGUNTA } from '../hooks/use-correcao-demanda';
import type { WizardRun } from '../hooks/use-wizard-run';
import { MSG } from '../model/messages';

const SAIR_PERGUNTA = 'Os dados informados continuam salvos neste rascunho. Deseja sair?';

/** The run's questions: restart, leave with data, back to Demandas with changes; and the 'Atenção!' of a failure. */
export function WizardDialogs({ run }: { run: WizardRun }) {
  const { nav, guard, correcao } = run;
  return (
    <>
      <ConfirmDialog
        visible={nav.confirmRestart}
        header="Reiniciar pedido"
        onAccept={run.restart}
        onReject={nav.closeRestart}
      >
        {run.context.run.recomeco === 'semDemanda' ? MSG.perderDadosDemanda : MSG.perderDados}
      </ConfirmDialog>
      <ConfirmDialog
        visible={guard.asking}
        header="Sair do pedido"
        acceptLabel="Sair"
        rejectLabel="Permanecer"
        onAccept={guard.leave}
        onReject={guard.stay}
      >
        {SAIR_PERGUNTA}
      </ConfirmDialog>
      <ConfirmDialog
        visible={correcao.perguntando}
        header="Voltar para Demandas"
        onAccept={correcao.sair}
        onReject={correcao.ficar}
      >
        {VOLTAR_DEMANDAS_PERGUNTA}
      </ConfirmDialog>
      <AttentionDialog message={run.erro} onClose={run.fecharErro} />
    </>
  );
}
