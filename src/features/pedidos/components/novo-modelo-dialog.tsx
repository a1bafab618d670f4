import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { catalogueQuery, useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { DataTableShell } from '@/components/table/data-table-shell';
import { wizardRuns } from '@/config/wizard-runs';
import { errorMessage } from '@/lib/http/api-error';
import { useWriteOnce } from '../hooks/use-write-once';
import { useNavegar } from '@/lib/router/navegar';

/** New request from one of the team's models: the wizard opens with the model's defaults and allowed lists. */
export function NovoModeloDialog({ onClose }: { onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const equipeId = profissional.equipe_id ?? 0;
  const modelos = useCatalogue('modelosPorEquipe', equipeId);
  const queryClient = useQueryClient();
  const navigate = useNavegar();
  const toast = useToast();
  const once = useWriteOnce();
  const usar = (modelo: ModeloPedido) =>
    once('modelo', async () => {
      try {
        // Read before leaving: a model that cannot be read is said here, where it was chosen.
        await queryClient.fetchQuery(catalogueQuery('modeloPedido', modelo.id));
        navigate(wizardRuns.modelo(modelo.id));
        return true;
      } catch (error) {
        toast.warn(errorMessage(error));
        return false;
      }
    });
  return (
    <AppDialog header="Novo pedido a partir de modelo" onClose={onClose}>
      <DataTableShell
        caption="Modelos da equipe"
        rows={modelos.data}
        isLoading={modelos.isLoading}
        error={null}
        emptyMessage="Sem modelos para a equipe"
        columns={[
          { key: 'descricao', header: 'Modelo', body: (m) => m.descricao },
          {
            key: 'acao',
            header: 'Ação',
            body: (m) => (
              <Button
                label="Usar"
                size="small"
                aria-label={`Usar modelo ${m.descricao}`}
                onClick={() => void usar(m)}
              />
            ),
          },
        ]}
      />
    </AppDialog>
  );
}
