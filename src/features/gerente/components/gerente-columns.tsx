import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { StatusDot } from '@/components/data/status-dot';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR, parseApiDate, type DateInput } from '@/lib/dates/format';
import { estadoAcoes, porQueIndisponivel, type AcaoGerente, type AcoesContexto } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';
import { GerenteRowActions } from './gerente-row-actions';
import { PacienteTags } from './gerente-tags';
import { SlaDot } from './sla-dot';

const timeOf = (value: DateInput): number => parseApiDate(value)?.getTime() ?? 0;
const text = (value: string | null | undefined): string => value ?? '';
const cell = (value: string | null) => <CellText text={value ?? NAO_INFORMADO} />;
const data = (value: string | null) => formatDateTimeBR(value) || NAO_INFORMADO;

/** A column of text read from the row, sorted by that text. */
function textColumn(
  key: string,
  header: string,
  value: (r: LinhaGerente) => string | null,
  extra: Partial<TableColumn<LinhaGerente>> = {},
): TableColumn<LinhaGerente> {
  return { key, header, body: (r) => cell(value(r)), sortValue: (r) => text(value(r)), ...extra };
}

// dd/mm/aaaa whole on its line, the time under it.
const DATA_WIDTH = '6.5rem';

/**
 * The columns of §2 'Manager request list'. Patient, dates, team and status always show whole; Procedimento shows and
 * may be hidden; Prioridade, Carater and Requisitante start hidden (the status' SLA mark tells what is late), with the
 * column chooser (docs/decisions/033-o-que-o-gerente-ve.md).
 */
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
      width: '4.75rem',
    },
    {
      key: 'prioridade',
      header: 'Prioridade',
      body: (r) => (
        <StatusDot color={r.corPrioridade} label={r.prioridade ?? NAO_INFORMADO} showLabel forma="losango" />
      ),
      sortValue: (r) => text(r.prioridade),
      width: '7rem',
      optional: 'hidden',
    },
    textColumn('carater', 'Carater', (r) => r.nomeCarater, { optional: 'hidden' }),
    {
      key: 'paciente',
      header: 'Paciente',
      body: (r) => <PacienteTags row={r} />,
      sortValue: (r) => text(r.paciente),
      exportValue: (r) => r.paciente ?? NAO_INFORMADO,
    },
    {
      key: 'dataInternacao',
      header: 'Data Internação',
      body: (r) => data(r.dataInternacao),
      sortValue: (r) => timeOf(r.dataInternacao),
      width: DATA_WIDTH,
    },
    {
      key: 'dataCirurgia',
      header: 'Data Cirurgia',
      body: (r) => data(r.dataCirurgiaExibida),
      sortValue: (r) => timeOf(r.dataCirurgiaExibida),
      width: DATA_WIDTH,
    },
    // Equipe and Procedimento in two lines of a bounded width: the patient's name and tags take what is left.
    textColumn('equipe', 'Equipe', (r) => r.equipeRequisitante, { width: '9.5rem' }),
    textColumn('requisitante', 'Requisitante', (r) => r.profissionalRequisitante, { optional: 'hidden' }),
    textColumn('procedimento', 'Procedimento', (r) => r.procedimento, { optional: 'shown', width: '9rem' }),
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
      // 'AGUARDANDO CONFIRMAÇÃO' on two lines, no word cut.
      width: '10rem',
    },
    {
      key: 'acoes',
      header: 'Ações',
      body: (r) => {
        const porQue = porQueIndisponivel(r, ctx);
        return <GerenteRowActions row={r} estados={estadoAcoes(r, ctx, porQue)} porQue={porQue} onAction={onAction} />;
      },
      exportValue: false,
      // Three buttons and '⋯' at 2rem each, whole (WCAG 2.2 'Target Size').
      width: '9rem',
    },
  ];
}
