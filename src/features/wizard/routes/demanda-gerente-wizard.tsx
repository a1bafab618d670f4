import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { numeroDemanda } from '@/api/demandas/demanda-row';
import type { DemandaWizardSlotProps } from '@/widgets/slots/demanda-wizard-slot';
import { wizardRuns } from '@/config/wizard-runs';
import { draftLegivel, readWizardDraft } from '../draft/draft-storage';
import { DEMANDA_ILEGIVEL, demandaCorrigivel } from '../model/demanda-to-form';
import { WizardShell } from '../components/wizard-shell';
import { CORRECAO_DEMANDA } from '../runs/correcao-demanda';
import { correcaoDemandaLoader, type DemandaACorrigir } from './run-loaders';
import { RunLoadView } from './run-load-view';

/** Whether the tab's draft is the manager's correction of this demand, with its form (one that reads whole). */
function correcaoGuardada(id: number): boolean {
  const draft = readWizardDraft();
  return draft?.run === wizardRuns.correcaoDemanda(id) && draft.state !== null && draftLegivel();
}

/**
 * The demand wizard in the Demandas page instead of its table: a manager corrects a saved demand, opened at Resumo.
 * The run is started as the wizard's routes start theirs (run-loaders.ts), from the table row and the demand's items;
 * while the correction is open the draft is its state, so a reload resumes it.
 */
export function DemandaGerenteWizard({ id, row, onExit }: DemandaWizardSlotProps) {
  // Decided once, when the correction opens: the tab's draft of it, else the row it opens from.
  const [guardada] = useState(() => correcaoGuardada(id));
  const [linha] = useState(row);
  useEffect(() => {
    if (!guardada && !linha) onExit();
  }, [guardada, linha, onExit]);
  if (guardada) return <WizardShell spec={CORRECAO_DEMANDA} onExit={onExit} />;
  if (!linha) return null;
  if (!demandaCorrigivel(linha.registro)) return <DemandaIlegivel onExit={onExit} />;
  return (
    <CorrecaoDemanda
      demanda={{ id: linha.id, codigo: numeroDemanda(linha), registro: linha.registro }}
      onExit={onExit}
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

interface CorrecaoProps {
  demanda: DemandaACorrigir;
  onExit: () => void;
}

/**
 * Runs the correction's loader once per opening (its answer is kept, never fetched again: it wrote the draft the user
 * then changes) and renders the run as the wizard's routes render theirs.
 */
function CorrecaoDemanda({ demanda, onExit }: CorrecaoProps) {
  const queryClient = useQueryClient();
  const load = useQuery({
    queryKey: ['wizard', 'correcaoDemanda', demanda.id],
    queryFn: () => correcaoDemandaLoader(queryClient, demanda),
    staleTime: Infinity,
    gcTime: 0,
  });
  return <RunLoadView load={load.data ?? null} onRetry={() => void load.refetch()} onExit={onExit} />;
}
