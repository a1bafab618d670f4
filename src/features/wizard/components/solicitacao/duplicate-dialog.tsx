import { AppDialog } from '@/components/dialogs/app-dialog';
import { DataTableShell } from '@/components/table/data-table-shell';
import { formatDateBR } from '@/lib/dates/format';
import type { PedidoExistente } from '../../api/schemas';

const TEXTOS = {
  pedido: { frase: 'pedidos', legenda: 'Pedidos existentes', vazio: 'Sem pedidos', numero: 'Nº Pedido' },
  demanda: { frase: 'demandas', legenda: 'Demandas existentes', vazio: 'Sem Demandas', numero: 'Nº Demanda' },
} as const;

/** 'Aviso de Duplicidade': the patient already has requests (or, in a demand run, demands) for the procedure. */
export function DuplicateDialog({
  pedidos,
  registro,
  onCancel,
  onContinue,
}: {
  pedidos: PedidoExistente[];
  registro: 'pedido' | 'demanda';
  onCancel: () => void;
  onContinue: () => void;
}) {
  const textos = TEXTOS[registro];
  const colunas = [
    { key: 'codigo', header: textos.numero, body: (p: PedidoExistente) => p.codigo },
    { key: 'atendimento', header: 'Atendimento', body: (p: PedidoExistente) => String(p.atendimento ?? '') },
    { key: 'requisitante', header: 'Requisitante', body: (p: PedidoExistente) => p.requisitante ?? '' },
    { key: 'inclusao', header: 'Inclusão', body: (p: PedidoExistente) => formatDateBR(p.dataInclusao) },
    {
      key: 'cirurgia',
      header: 'Cirurgia',
      body: (p: PedidoExistente) => formatDateBR(p.dataCirurgia) || 'Não informado',
    },
  ];
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
      <p>O paciente já possui {textos.frase} para este procedimento:</p>
      <DataTableShell
        caption={textos.legenda}
        rows={pedidos}
        isLoading={false}
        error={null}
        emptyMessage={textos.vazio}
        rowsPerPage={6}
        // A demand has no encounter nor surgery date of its own.
        columns={
          registro === 'demanda' ? colunas.filter((c) => c.key !== 'atendimento' && c.key !== 'cirurgia') : colunas
        }
      />
    </AppDialog>
  );
}
