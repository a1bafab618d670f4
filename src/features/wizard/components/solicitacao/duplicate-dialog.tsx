import { AppDialog } from '@/components/dialogs/app-dialog';
import { DataTableShell } from '@/components/table/data-table-shell';
import { formatDateBR } from '@/lib/dates/format';
import type { PedidoExistente } from '../../api/schemas';

/** 'Aviso de Duplicidade': the patient already has requests for the procedure. */
export function DuplicateDialog({
  pedidos,
  onCancel,
  onContinue,
}: {
  pedidos: PedidoExistente[];
  onCancel: () => void;
  onContinue: () => void;
}) {
  return (
    <AppDialog
      header="Aviso de Duplicidade"
      width="wide"
      onClose={onCancel}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onCancel, autoFocus: true },
        { label: 'Continuar', onClick: onContinue },
      ]}
    >
      <p>O paciente já possui pedidos para este procedimento:</p>
      <DataTableShell
        caption="Pedidos existentes"
        rows={pedidos}
        isLoading={false}
        error={null}
        emptyMessage="Sem pedidos"
        rowsPerPage={6}
        columns={[
          { key: 'codigo', header: 'Nº Pedido', body: (p) => p.codigo },
          { key: 'atendimento', header: 'Atendimento', body: (p) => String(p.atendimento ?? '') },
          { key: 'requisitante', header: 'Requisitante', body: (p) => p.requisitante ?? '' },
          { key: 'inclusao', header: 'Inclusão', body: (p) => formatDateBR(p.dataInclusao) },
          { key: 'cirurgia', header: 'Cirurgia', body: (p) => formatDateBR(p.dataCirurgia) || 'Não informado' },
        ]}
      />
    </AppDialog>
  );
}
