import { useEffect, useRef } from 'react';
import { useAnotacoesMedico, useMarcarAnotacoesVistas, type Anotacao } from '@/api/anotacoes/anotacoes-medico';
import { ListaDialog } from '@/components/dialogs/lista-dialog';
import type { TableColumn } from '@/components/table/data-table-shell';
import type { TableSearch } from '@/components/table/table-filters';
import { orNaoInformado } from '@/components/data/nao-informado';
import { formatDateTimeBR } from '@/lib/dates/format';

const COLUMNS: readonly TableColumn<Anotacao>[] = [
  { key: 'anotacao', header: 'Anotação', body: (r) => orNaoInformado(r.anotacao) },
  // The author only where the back-end names them: a bare professional id is no name.
  { key: 'autor', header: 'Autor', body: (r) => orNaoInformado(r.autor) },
  { key: 'dataInclusao', header: 'Data de inclusão', body: (r) => formatDateTimeBR(r.dataInclusao) },
];
const SEARCH: TableSearch<Anotacao> = {
  label: 'Filtrar anotações',
  placeholder: 'Pesquisar anotação...',
  fields: (r) => [r.anotacao, r.autor],
};

/** Anotações: the notes addressed to the doctor, 5 a page; opening them marks the unread ones as viewed. */
export function AnotacoesDialog({
  pedidoId,
  codigo,
  onClose,
}: {
  pedidoId: number;
  codigo: string;
  onClose: () => void;
}) {
  const query = useAnotacoesMedico(pedidoId);
  const { mutate } = useMarcarAnotacoesVistas();
  // Each unread note is marked once per opening, even if the call fails (no retry loop on a failing back-end).
  const marcadas = useRef(new Set<number>());
  useEffect(() => {
    const naoLidas = (query.data?.rows ?? [])
      .filter((a) => !a.dataVisualizacao && !marcadas.current.has(a.id))
      .map((a) => a.id);
    if (!naoLidas.length) return;
    naoLidas.forEach((id) => marcadas.current.add(id));
    mutate(naoLidas);
  }, [query.data, mutate]);
  return (
    <ListaDialog
      header={`Anotações do pedido nº ${codigo}`}
      onClose={onClose}
      width="notes"
      query={query}
      tabela={{ caption: 'Anotações', emptyMessage: 'Sem anotações', rowsPerPage: 5, columns: COLUMNS, search: SEARCH }}
    />
  );
}
