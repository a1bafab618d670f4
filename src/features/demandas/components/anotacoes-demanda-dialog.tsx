import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useAnotacoesDemanda, type AnotacaoDemanda } from '@/api/demandas/anotacoes-demanda';
import { orNaoInformado } from '@/components/data/nao-informado';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ListaDialog } from '@/components/dialogs/lista-dialog';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR } from '@/lib/dates/format';
import { AnotacaoDemandaForm } from './anotacao-demanda-form';
import { useRemoverAnotacao } from './use-remover-anotacao';

const BASE: readonly TableColumn<AnotacaoDemanda>[] = [
  { key: 'anotacao', header: 'Anotação', body: (r) => orNaoInformado(r.anotacao) },
  { key: 'autor', header: 'Autor', body: (r) => orNaoInformado(r.autor) },
  { key: 'dataInclusao', header: 'Data de inclusão', body: (r) => formatDateTimeBR(r.dataInclusao) },
];

interface Props {
  demandaId: number;
  numero: string;
  /** A manager who is not an observer ('V'): the form and the delete buttons. */
  editavel: boolean;
  onClose: () => void;
}

/** The demand's notes, 5 a page ('Sem anotações'); managers add (required, ≤ 300) and delete after confirming. */
export function AnotacoesDemandaDialog({ demandaId, numero, editavel, onClose }: Props) {
  const query = useAnotacoesDemanda(demandaId);
  const [excluir, setExcluir] = useState<AnotacaoDemanda | null>(null);
  const remover = useRemoverAnotacao(() => setExcluir(null));
  const columns = useMemo(
    (): readonly TableColumn<AnotacaoDemanda>[] =>
      editavel
        ? [
            ...BASE,
            {
              key: 'acoes',
              header: 'Ações',
              width: '5rem',
              body: (r) => (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  size="small"
                  aria-label={`Excluir anotação de ${formatDateTimeBR(r.dataInclusao)}`}
                  onClick={() => setExcluir(r)}
                />
              ),
            },
          ]
        : BASE,
    [editavel],
  );
  return (
    <ListaDialog
      header={`Anotações da demanda nº ${numero}`}
      onClose={onClose}
      width="notes"
      query={query}
      tabela={{ caption: 'Anotações da demanda', emptyMessage: 'Sem anotações', rowsPerPage: 5, columns }}
      depois={
        <ConfirmDialog
          visible={excluir !== null}
          header="Excluir anotação"
          busy={remover.isPending}
          onAccept={() => excluir && remover.run(excluir.id)}
          onReject={() => setExcluir(null)}
        >
          Deseja realmente excluir?
        </ConfirmDialog>
      }
    >
      {editavel ? <AnotacaoDemandaForm demandaId={demandaId} /> : null}
    </ListaDialog>
  );
}
