import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { StatusDot } from '@/components/data/status-dot';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR, parseApiDate, type DateInput } from '@/lib/dates/format';
import { estadoAcoes, type AcaoGerente, type AcoesContexto } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';
import { GerenteRowActions } from './gerente-row-actions';
import { PacienteTags } from './gerente-tags';
import { SlaDot } from './sla-dot';

const timeOf = (value: DateInput): number => parseApiDate(value)?.getTime() ?? 0;
const text = (value: string | null | undefined): string => value ?? '';
const cell = (value: string | null) => <CellText text={value ?? NAO_INFORMADO} />;
const data = (value: string | null) => formatDateTimeBR(value) || NAO_INFORMADO;

/** The columns of §2 'Manager request list'. */
export function gerenteColumns(
  ctx: AcoesContexto,
  onAction: (a: AcaoGerente, row: LinhaGerente) => void,
): TableColumn<LinhaGerente>[] {
  return [
    {
      key: 'codigo',
      header: 'Nº Pedido',
      body: (r) => <span>{r.codigo}</span>,
      sortValue: (r) => r.codigo,
      width: '6.5rem',
    },
    {
      key: 'prioridade',
      header: 'Prioridade',
      body: (r) => <StatusDot color={r.corPrioridade} label={r.prioridade ?? NAO_INFORMADO} showLabel />,
      sortValue: (r) => text(r.prioridade),
    },
    { key: 'carater', header: 'Carater', body: (r) => cell(r.nomeCarater), sortValue: (r) => text(r.nomeCarater) },
    { key: 'paciente', header: 'Paciente', body: (r) => <PacienteTags row={r} />, sortValue: (r) => text(r.paciente) },
    {
      key: 'dataInternacao',
      header: 'Data Internação',
      body: (r) => data(r.dataInternacao),
      sortValue: (r) => timeOf(r.dataInternacao),
    },
    {
      key: 'dataCirurgia',
      header: 'Data Cirurgia',
      body: (r) => data(r.dataCirurgiaExibida),
      sortValue: (r) => timeOf(r.dataCirurgiaExibida),
    },
    {
      key: 'equipe',
      header: 'Equipe',
      body: (r) => cell(r.equipeRequisitante),
      sortValue: (r) => text(r.equipeRequisitante),
    },
    {
      key: 'requisitante',
      header: 'Requisitante',
      body: (r) => cell(r.profissionalRequisitante),
      sortValue: (r) => text(r.profissionalRequisitante),
    },
    {
      key: 'procedimento',
      header: 'Procedimento',
      body: (r) => cell(r.procedimento),
      sortValue: (r) => text(r.procedimento),
    },
    {
      key: 'status',
      header: 'Status',
      body: (r) => (
        <span className="gerente-status">
          <SlaDot sla={r.sla} />
          <StatusDot color={r.corStatus} label={r.status ?? NAO_INFORMADO} showLabel />
        </span>
      ),
      sortValue: (r) => text(r.status),
    },
    {
      key: 'acoes',
      header: 'Ações',
      body: (r) => <GerenteRowActions row={r} estados={estadoAcoes(r, ctx)} onAction={onAction} />,
      width: '7rem',
    },
  ];
}
