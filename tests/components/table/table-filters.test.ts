import { describe, expect, it } from 'vitest';
import {
  buildFilterIndex,
  filterIndexBuilder,
  filterRows,
  hasActiveFilter,
  SEARCH_ID,
  type TableFilter,
  type TableSearch,
} from '@/components/table/table-filters';

interface Row {
  id: number;
  codigo: string;
  nome: string;
  status: string;
  data: string | null;
}

const rows: Row[] = [
  { id: 1, codigo: '2027000', nome: 'MARIA APARECIDA DE SOUZA', status: 'AGENDADO', data: '2026-11-03T09:00:00' },
  { id: 2, codigo: '2027001', nome: 'LUIZ FERNANDO OLIVEIRA', status: 'CANCELADO', data: '2026-11-03T23:30:00' },
  { id: 3, codigo: '2027012', nome: 'THAIS CRISTINA MORAES', status: 'AGENDADO', data: '2026-11-04T00:10:00' },
  { id: 4, codigo: '2027120', nome: 'WALTER GONÇALVES RIBEIRO', status: 'FINALIZADO', data: null },
];

const filters: TableFilter<Row>[] = [
  {
    id: 'codigo',
    kind: 'text',
    match: 'contains',
    label: 'Filtrar por número',
    placeholder: '',
    value: (r) => r.codigo,
  },
  { id: 'nome', kind: 'text', label: 'Filtrar por nome', placeholder: '', value: (r) => r.nome },
  { id: 'status', kind: 'select', label: 'Filtrar por status', placeholder: '', value: (r) => r.status },
  { id: 'data', kind: 'date', label: 'Filtrar por data', placeholder: '', value: (r) => r.data },
];
const search: TableSearch<Row> = { label: 'Pesquisa geral' };
const index = buildFilterIndex(rows, filters, search);
const ids = (values: Record<string, string>) => filterRows(rows, index, filters, values).map((r) => r.id);

describe('table filters', () => {
  it('with no value returns the very same rows', () => {
    expect(filterRows(rows, index, filters, { nome: '  ' })).toBe(rows);
    expect(hasActiveFilter({ nome: '' })).toBe(false);
    expect(hasActiveFilter({ nome: 'a' })).toBe(true);
  });

  it('matches text filters by sound, anywhere in the text', () => {
    expect(ids({ nome: 'sousa' })).toEqual([1]);
    expect(ids({ nome: 'luis' })).toEqual([2]);
    expect(ids({ nome: 'tais' })).toEqual([3]);
    expect(ids({ nome: 'valter goncalves' })).toEqual([4]);
  });

  it("matches 'contains' filters as typed (request numbers)", () => {
    expect(ids({ codigo: '012' })).toEqual([3]);
    expect(ids({ codigo: '20271' })).toEqual([4]);
  });

  it('matches pickers by equality and dates by the yyyy-mm-dd day', () => {
    expect(ids({ status: 'AGENDADO' })).toEqual([1, 3]);
    expect(ids({ data: '2026-11-03' })).toEqual([1, 2]);
    expect(ids({ data: '2026-11-03', status: 'CANCELADO' })).toEqual([2]);
  });

  it('the global search matches names by sound and numbers as typed, across the text and picker values', () => {
    expect(ids({ [SEARCH_ID]: 'sousa' })).toEqual([1]);
    expect(ids({ [SEARCH_ID]: '2027012' })).toEqual([3]);
    expect(ids({ [SEARCH_ID]: 'cancelado' })).toEqual([2]);
    expect(ids({ [SEARCH_ID]: '---' })).toEqual([1, 2, 3, 4]);
    expect(ids({ [SEARCH_ID]: 'xyzw' })).toEqual([]);
  });

  it('normalises each distinct text once and keeps one key per row and filter', () => {
    expect(index.keys).toHaveLength(4);
    expect(index.keys[0]).toEqual(['2027000', expect.any(String), 'AGENDADO', '2026-11-03']);
    expect(index.keys[3][3]).toBe('');
  });

  it('an index built a slice at a time, stopped and resumed, equals the one built at once', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...rows[i % rows.length],
      id: i,
      codigo: String(2027000 + i),
    }));
    const builder = filterIndexBuilder(many, filters, search);
    // Stopped at the first look at the clock: one slice done, the rest left for later.
    expect(builder.step(() => true)).toBe(false);
    expect(builder.step(() => true)).toBe(false);
    expect(builder.step(() => false)).toBe(true);
    const sliced = builder.finish();
    expect(sliced).toEqual(buildFilterIndex(many, filters, search));
    expect(filterRows(many, sliced, filters, { codigo: '2027249' }).map((r) => r.id)).toEqual([249]);
  });

  it('an index finished before the idle slices ran covers every row', () => {
    const builder = filterIndexBuilder(rows, filters, search);
    expect(builder.finish().keys).toHaveLength(rows.length);
    expect(builder.step(() => true)).toBe(true);
  });
});
