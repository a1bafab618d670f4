import type { DemandaRow } from '@/api/demandas/demanda-row';
import { numeroDemanda } from '@/api/demandas/demanda-row';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateBR, formatDateTimeBR, parseApiDate, type DateInput } from '@/lib/dates/format';

const timeOf = (value: DateInput): number => parseApiDate(value)?.getTime() ?? 0;
const text = (value: string | null | undefined): string => value ?? '';

function Paciente({ row }: { row: DemandaRow }) {
  return (
    <span className="paciente-cell">
      <CellText text={row.paciente ?? NAO_INFORMADO} />
      {row.eOncologica ? (
        <span className="tag tag--onco" title="Cirurgia oncológica">
          ONCO
        </span>
      ) : null}
    </span>
  );
}

type Key = 'numero' | 'paciente' | 'procedimento' | 'dataInclusao' | 'dataCirurgia' | 'equipe' | 'requisitante';

const COLUMNS: Readonly<Record<Key, TableColumn<DemandaRow>>> = {
  numero: {
    key: 'codigo',
    header: 'Nº Demanda',
    body: (r) => <span>{numeroDemanda(r)}</span>,
    sortValue: numeroDemanda,
    width: '7rem',
  },
  paciente: {
    key: 'paciente',
    header: 'Paciente',
    body: (r) => <Paciente row={r} />,
    exportValue: (r) => r.paciente ?? NAO_INFORMADO,
    sortValue: (r) => text(r.paciente),
  },
  procedimento: {
    key: 'procedimento',
    header: 'Procedimento Principal',
    body: (r) => <CellText text={r.procedimento ?? NAO_INFORMADO} />,
    sortValue: (r) => text(r.procedimento),
  },
  dataInclusao: {
    key: 'dataInclusao',
    header: 'Data de Inclusão',
    body: (r) => formatDateBR(r.dataInclusao) || NAO_INFORMADO,
    sortValue: (r) => timeOf(r.dataInclusao),
    width: '7.5rem',
  },
  dataCirurgia: {
    key: 'dataCirurgia',
    header: 'Data da Cirurgia',
    body: (r) => formatDateTimeBR(r.dataCirurgia) || NAO_INFORMADO,
    sortValue: (r) => timeOf(r.dataCirurgia),
    width: '9rem',
  },
  equipe: {
    key: 'equipeRequisitante',
    header: 'Equipe Responsável',
    body: (r) => <CellText text={r.equipeRequisitante ?? NAO_INFORMADO} />,
    sortValue: (r) => text(r.equipeRequisitante),
  },
  requisitante: {
    key: 'requisitante',
    header: 'Requisitante',
    body: (r) => <CellText text={r.requisitante ?? NAO_INFORMADO} />,
    sortValue: (r) => text(r.requisitante),
  },
};

/** Minhas Demandas: number, patient, main procedure, inclusion date, surgery date, responsible team, actions. */
export const minhasDemandasColumns = (acoes: TableColumn<DemandaRow>): TableColumn<DemandaRow>[] => [
  COLUMNS.numero,
  COLUMNS.paciente,
  COLUMNS.procedimento,
  COLUMNS.dataInclusao,
  COLUMNS.dataCirurgia,
  COLUMNS.equipe,
  acoes,
];

/** Demandas (managers): number, patient, inclusion date, surgery date, team, requester, procedure, actions. */
export const demandasGerenteColumns = (acoes: TableColumn<DemandaRow>): TableColumn<DemandaRow>[] => [
  COLUMNS.numero,
  COLUMNS.paciente,
  COLUMNS.dataInclusao,
  COLUMNS.dataCirurgia,
  { ...COLUMNS.equipe, header: 'Equipe' },
  COLUMNS.requisitante,
  { ...COLUMNS.procedimento, header: 'Procedimento' },
  acoes,
];
