import { buildCsv } from '@/components/table/csv-file';
import { StatusDot } from '@/components/data/status-dot';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/shell-table';
import { csvFileName, exportTable, filtrosAtivos } from '@/components/table/table-export';
import type { TableFilter } from '@/components/table/table-filters';

interface Row {
  id: number;
  codigo: string;
  paciente: string;
  status: string;
  data: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'codigo', header: 'Nº Pedido', body: (r) => <span>{r.codigo}</span> },
  { key: 'paciente', header: 'Paciente', body: (r) => <CellText text={r.paciente} /> },
  { key: 'data', header: 'Data da Cirurgia', body: (r) => r.data },
  { key: 'status', header: 'Status', body: (r) => <StatusDot color="#fff" label={r.status} /> },
  { key: 'tags', header: 'Oncológica', body: () => <b>ONCO</b>, exportValue: () => 'Sim' },
  { key: 'acoes', header: 'Ações', body: () => <button type="button">⋯</button>, exportValue: false },
];

const ROWS: Row[] = [
  {
    id: 1,
    codigo: '2026-001',
    paciente: 'JOSÉ "ZÉ" DA SILVA; FILHO',
    status: 'AGUARDANDO CONFIRMAÇÃO',
    data: '24/11/2026 07:30',
  },
  { id: 2, codigo: '2026-002', paciente: 'MARIA  CONCEIÇÃO\nAÇAÍ', status: 'CANCELADO', data: '01/12/2026 13:00' },
];

describe('the rows of an export', () => {
  it('has the columns that leave the screen, with the texts the cells show', () => {
    expect(exportTable(ROWS, COLUMNS)).toEqual({
      header: ['Nº Pedido', 'Paciente', 'Data da Cirurgia', 'Status', 'Oncológica'],
      rows: [
        ['2026-001', 'JOSÉ "ZÉ" DA SILVA; FILHO', '24/11/2026 07:30', 'AGUARDANDO CONFIRMAÇÃO', 'Sim'],
        ['2026-002', 'MARIA CONCEIÇÃO AÇAÍ', '01/12/2026 13:00', 'CANCELADO', 'Sim'],
      ],
    });
  });
});

describe('the CSV file', () => {
  const csv = buildCsv(exportTable(ROWS, COLUMNS));

  it("starts with a BOM and separates fields with ';' and lines with CRLF, accents as written", () => {
    expect(csv.startsWith('\ufeffNº Pedido;Paciente;Data da Cirurgia;Status;Oncológica\r\n')).toBe(true);
    expect(csv.split('\r\n')[2]).toBe('2026-002;MARIA CONCEIÇÃO AÇAÍ;01/12/2026 13:00;CANCELADO;Sim');
  });

  it("quotes a name with ';' and doubles its quotes", () => {
    expect(csv.split('\r\n')[1]).toBe(
      '2026-001;"JOSÉ ""ZÉ"" DA SILVA; FILHO";24/11/2026 07:30;AGUARDANDO CONFIRMAÇÃO;Sim',
    );
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    const text = buildCsv({ header: ['Paciente'], rows: [['=HYPERLINK("x")']] });
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('is named after the screen and the day', () => {
    expect(csvFileName('meus-pedidos', '2026-11-24')).toBe('meus-pedidos-2026-11-24.csv');
  });
});

describe('the filters printed above a list', () => {
  const filters: TableFilter<Row>[] = [
    { id: 'paciente', kind: 'text', label: 'Filtrar por paciente', placeholder: 'Paciente', value: (r) => r.paciente },
    { id: 'dia', kind: 'date', label: 'Filtrar por data', placeholder: 'Data da Cirurgia', value: (r) => r.data },
    { id: 'status', kind: 'select', label: 'Filtrar por status', placeholder: 'Status', value: (r) => r.status },
  ];

  it('names the ones in use with their values, a day as dd/mm/yyyy', () => {
    expect(
      filtrosAtivos(filters, { label: 'Pesquisa geral' }, { paciente: 'jose', dia: '2026-11-24', __search: 'onco' }),
    ).toEqual(['Paciente: jose', 'Data da Cirurgia: 24/11/2026', 'Pesquisa geral: onco']);
  });
});
