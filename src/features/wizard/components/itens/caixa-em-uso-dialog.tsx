import { AppDialog } from '@/components/dialogs/app-dialog';
import { DataTableShell } from '@/components/table/data-table-shell';
import { formatDateTimeBR } from '@/lib/dates/format';
import type { CaixaEmUso } from '../../api/get-caixa-em-uso';

const NAO_INFORMADO = 'Não informado';
const quando = (valor: string | null) => (valor ? formatDateTimeBR(valor) : NAO_INFORMADO);

/** 'Aviso de utilização de caixa cirúrgica': the requests already using the chosen box (§5 'Items'). */
export function CaixaEmUsoDialog({
  caixa,
  pedidos,
  onClose,
}: {
  caixa: string;
  pedidos: CaixaEmUso[];
  onClose: () => void;
}) {
  return (
    <AppDialog
      header="Aviso de utilização de caixa cirúrgica"
      width="wide"
      onClose={onClose}
      footer={[{ label: 'OK', onClick: onClose, autoFocus: true }]}
    >
      <p>A caixa {caixa} já está sendo utilizada em outro(s) pedido(s):</p>
      <DataTableShell
        caption={`Pedidos que utilizam a caixa ${caixa}`}
        rows={pedidos}
        isLoading={false}
        error={null}
        emptyMessage="Sem pedidos"
        rowsPerPage={6}
        columns={[
          { key: 'codigo', header: 'Nº Pedido', body: (p) => p.codigo },
          { key: 'paciente', header: 'Paciente', body: (p) => p.paciente ?? NAO_INFORMADO },
          { key: 'atendimento', header: 'Atendimento', body: (p) => p.atendimento ?? NAO_INFORMADO },
          { key: 'requisitante', header: 'Requisitante', body: (p) => p.profissionalRequisitante ?? NAO_INFORMADO },
          { key: 'inclusao', header: 'Inclusão', body: (p) => quando(p.dataInclusao) },
          { key: 'cirurgia', header: 'Cirurgia', body: (p) => quando(p.dataCirurgia) },
          { key: 'final', header: 'Final previsto', body: (p) => quando(p.dataFinalPrevista) },
        ]}
      />
    </AppDialog>
  );
}
