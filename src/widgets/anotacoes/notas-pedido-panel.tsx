import { useMemo, useState } from 'react';
import type { Anotacao } from '@/api/anotacoes/anotacoes-medico';
import { useAnotacoesPedido, useExcluirAnotacao } from '@/api/anotacoes/anotacoes-pedido';
import { observadorDeAnotacoes } from '@/config/access';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { DataTableShell } from '@/components/table/data-table-shell';
import { queryTableProps } from '@/components/table/query-table-props';
import { errorMessage } from '@/lib/http/api-error';
import { NovaAnotacaoFormulario } from './nova-anotacao-form';
import { NOTAS_FILTERS, NOTAS_SEARCH, notasColumns } from './notas-pedido-columns';
import './notas-pedido.css';

/**
 * The notes panel on a request (spec decision 14), shared by the manager list, the checklist and the technical-area
 * screens: the form (hidden for an observer), then the notes 5 a page with a text search and a date filter; deleting
 * asks first.
 */
function NotasPedidoPanel({ pedidoId }: { pedidoId: number }) {
  const observador = observadorDeAnotacoes(useRequiredProfissional());
  const query = useAnotacoesPedido(pedidoId);
  const excluir = useExcluirAnotacao();
  const toast = useToast();
  const [alvo, setAlvo] = useState<Anotacao | null>(null);
  const columns = useMemo(() => notasColumns(setAlvo), []);

  const confirmar = async () => {
    if (!alvo || excluir.isPending) return;
    try {
      await excluir.mutateAsync(alvo.id);
      toast.success('Anotação excluída.');
      setAlvo(null);
    } catch (error) {
      toast.warn(errorMessage(error));
    }
  };

  return (
    <div className="notas-pedido">
      {observador ? null : <NovaAnotacaoFormulario pedidoId={pedidoId} />}
      <DataTableShell
        caption="Anotações"
        {...queryTableProps(query)}
        emptyMessage="Sem anotações"
        rowsPerPage={5}
        columns={columns}
        filters={NOTAS_FILTERS}
        search={NOTAS_SEARCH}
      />
      <ConfirmDialog
        visible={alvo !== null}
        header="Excluir anotação"
        busy={excluir.isPending}
        onAccept={() => void confirmar()}
        onReject={() => setAlvo(null)}
      >
        <p>Deseja realmente excluir?</p>
      </ConfirmDialog>
    </div>
  );
}

/** Which request's notes, and how the dialog closes. */
interface NotasPedidoDialogProps {
  pedidoId: number;
  /** The request number shown in the title. */
  codigo: string;
  onClose: () => void;
}

/** The notes panel in the app dialog: 'Anotações do pedido nº {codigo}'. */
export function NotasPedidoDialog(props: NotasPedidoDialogProps) {
  return (
    <AppDialog header={`Anotações do pedido nº ${props.codigo}`} onClose={props.onClose} width="notes">
      <NotasPedidoPanel pedidoId={props.pedidoId} />
    </AppDialog>
  );
}
