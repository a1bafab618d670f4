import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import { useAnotacoesMedico, useMarcarAnotacoesVistas } from '@/api/anotacoes/anotacoes-medico';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';
import { DataTableShell } from '@/components/table/data-table-shell';
import { formatDateTimeBR } from '@/lib/dates/format';
import { errorMessage } from '@/lib/http/api-error';
import { phoneticIncludes } from '@/lib/text/phonetic';

/** Anotações: the notes addressed to the doctor, 5 a page; opening them marks the unread ones as viewed. */
export function AnotacoesDialog({ pedidoId, codigo, onClose }: { pedidoId: number; codigo: string; onClose: () => void }) {
  const query = useAnotacoesMedico(pedidoId);
  const marcar = useMarcarAnotacoesVistas();
  const [texto, setTexto] = useState('');
  const naoLidas = useMemo(() => (query.data ?? []).filter((a) => !a.dataVisualizacao).map((a) => a.id), [query.data]);
  const { mutate, isPending } = marcar;
  useEffect(() => {
    // Reading is the event: once the notes are on screen, the unread ones are marked viewed.
    if (naoLidas.length && !isPending) mutate(naoLidas);
  }, [naoLidas, mutate, isPending]);
  const rows = useMemo(() => (query.data ?? []).filter((a) => phoneticIncludes(a.anotacao, texto)), [query.data, texto]);
  return (
    <Dialog header={`Anotações do pedido nº ${codigo}`} visible onHide={onClose} style={{ width: DIALOG_WIDTH.notes }} breakpoints={DIALOG_BREAKPOINTS}>
      <InputText aria-label="Filtrar anotações" placeholder="Pesquisar anotação..." value={texto} onChange={(e) => setTexto(e.target.value)} className="mb-2" />
      <DataTableShell
        caption="Anotações"
        rows={query.data ? rows : undefined}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem anotações"
        rowsPerPage={5}
        columns={[
          { key: 'anotacao', header: 'Anotação', body: (r) => r.anotacao },
          { key: 'dataInclusao', header: 'Data de inclusão', body: (r) => formatDateTimeBR(r.dataInclusao) },
        ]}
      />
    </Dialog>
  );
}
