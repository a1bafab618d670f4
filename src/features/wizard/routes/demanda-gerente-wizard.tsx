import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { numeroDemanda } from '@/api/demandas/demanda-row';
import type { DemandaRegistro } from '@/api/demandas/demanda-registro';
import { DEMANDA_ITEM_GROUPS, useItensDemanda } from '@/api/demandas/get-itens-demanda';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import type { DemandaWizardSlotProps } from '@/widgets/slots/demanda-wizard-slot';
import { errorMessage } from '@/lib/http/api-error';
import { wizardRuns } from '@/config/wizard-runs';
import { WizardShell } from '../components/wizard-shell';
import { CORRECAO_DEMANDA } from '../runs/correcao-demanda';
import { readWizardDraft, saveWizardState, startWizardDraft } from '../draft/draft-storage';
import { DEMANDA_ILEGIVEL, demandaCorrigivel, demandaToForm } from '../model/demanda-to-form';
import type { ItensPorGrupo } from '../model/pedido-to-form';

/** Whether the tab's draft is the manager's correction of this demand, with its form. */
function correcaoGuardada(id: number): boolean {
  const draft = readWizardDraft();
  return draft?.run === wizardRuns.correcaoDemanda(id) && draft.state !== null;
}

/**
 * The demand wizard in the Demandas page instead of its table: a manager corrects a saved demand, opened at Resumo.
 * The demand is read once into the wizard draft from its table row and its items (like /admin/wizardGerente reads a
 * request); while the correction is open the draft is its state, so a reload resumes it.
 */
export function DemandaGerenteWizard({ id, row, onExit }: DemandaWizardSlotProps) {
  const [pronto, setPronto] = useState(() => correcaoGuardada(id));
  useEffect(() => {
    if (!pronto && !row) onExit();
  }, [pronto, row, onExit]);
  if (pronto) return <WizardShell spec={CORRECAO_DEMANDA} onExit={onExit} />;
  if (!row) return null;
  if (!demandaCorrigivel(row.registro)) return <DemandaIlegivel onExit={onExit} />;
  return (
    <CarregarDemanda
      row={{ id: row.id, codigo: numeroDemanda(row), registro: row.registro }}
      onFilled={() => setPronto(true)}
    />
  );
}

/** A demand whose patient or procedure cannot be read: said so, with no form and no save. */
function DemandaIlegivel({ onExit }: { onExit: () => void }) {
  return (
    <section className="page" aria-labelledby="titulo-demanda-ilegivel">
      <div className="page-header">
        <h1 id="titulo-demanda-ilegivel">Demanda Cirurgica</h1>
      </div>
      <p role="alert">{DEMANDA_ILEGIVEL}</p>
      <Button type="button" label="Voltar para Demandas" icon="pi pi-arrow-left" onClick={onExit} />
    </section>
  );
}

interface CarregarProps {
  row: { id: number; codigo: string; registro: DemandaRegistro };
  onFilled: () => void;
}

/** Reads the demand's items and fills the draft once: the form, and what the save keeps as it was. */
function CarregarDemanda({ row, onFilled }: CarregarProps) {
  const itens = useItensDemanda(row.id);
  const config = useQuery(configuracoesQuery());
  const filled = useRef(false);
  const queries = [config, ...itens];
  const failed = queries.find((q) => q.isError);
  // Fresh items only: a cached list from an earlier opening may miss what was saved since.
  const ready = !failed && config.data !== undefined && itens.every((q) => q.data && !q.isFetching);
  useEffect(() => {
    if (!ready || filled.current || !config.data) return;
    filled.current = true;
    const grupos: ItensPorGrupo = Object.fromEntries(DEMANDA_ITEM_GROUPS.map((g, i) => [g.key, itens[i].data ?? []]));
    const defaults = {
      carater: config.data.caraterPadraoDemanda ?? null,
      convenio: config.data.convenioPadrao ?? null,
    };
    const demanda = { id: row.id, codigo: row.codigo };
    const { form, demandaLida } = demandaToForm(row.registro, grupos, demanda, defaults);
    startWizardDraft({ demanda, defaults, demandaLida }, wizardRuns.correcaoDemanda(row.id));
    saveWizardState(form, 'resumo');
    onFilled();
  }, [ready, config.data, itens, row, onFilled]);
  if (failed) {
    return (
      <ErrorState
        message={errorMessage(failed.error)}
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
      />
    );
  }
  return <LoadingState />;
}
