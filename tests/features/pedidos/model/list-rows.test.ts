import { describe, expect, it } from 'vitest';
import { pedidoRowSchema, readPedidoRow, type PedidoRow } from '@/api/pedidos/pedido-row';
import { cachedListRows, isCancelado, toListRows } from '@/features/pedidos/model/list-rows';

// Rows as the fetcher hands them out: raw values read through the row schema.
const row = (extra: Record<string, unknown> = {}): PedidoRow =>
  pedidoRowSchema.parse({ id: 1, codigo: '2027000', status: 'AGENDADO', status_id: 7, ...extra });

const ctx = (statusCancelado: number) => ({ statusCancelado, hoje: '2026-11-24', recursoInternacao: 1 });

describe('request list rows', () => {
  it('a row is cancelled by the configured status id or by the name CANCELADO', () => {
    expect(isCancelado(row({ status_id: 9 }), 9)).toBe(true);
    expect(isCancelado(row({ status: 'Cancelado', status_id: 99 }), 9)).toBe(true);
    expect(isCancelado(row(), 9)).toBe(false);
    expect(isCancelado(row(), null)).toBe(false);
  });

  it("reads GMR 'True' and eOncologica '1' as yes", () => {
    const [a, b, c] = toListRows(
      [row({ GMR: 'True', eOncologica: '1' }), row({ GMR: 'False', eOncologica: '2' }), row({ GMR: true })],
      ctx(9),
    );
    expect([a.gmr, a.onco]).toEqual([true, true]);
    expect([b.gmr, b.onco]).toEqual([false, false]);
    expect(c.gmr).toBe(true);
  });

  it('the surgery date shown is the suggested date, else the surgery date, else none', () => {
    const [a, b, c] = toListRows(
      [
        row({ dataHoraSugerida: '2026-12-01T07:00:00', dataCirurgia: '2026-12-02T07:00:00' }),
        row({ dataCirurgia: '2026-12-02T07:00:00' }),
        row(),
      ],
      ctx(9),
    );
    expect(a.dataCirurgiaExibida).toBe('2026-12-01T07:00:00');
    expect(b.dataCirurgiaExibida).toBe('2026-12-02T07:00:00');
    expect(c.dataCirurgiaExibida).toBeNull();
  });

  it('maps a loaded list once, again only when the cancelled status, the day or the inpatient resource changes', () => {
    const data = [row()];
    const first = cachedListRows(data, ctx(9));
    expect(cachedListRows(data, ctx(9))).toBe(first);
    expect(cachedListRows(data, ctx(7))).not.toBe(first);
    expect(cachedListRows(data, ctx(7))[0].cancelado).toBe(true);
    const segundo = cachedListRows(data, ctx(7));
    expect(cachedListRows(data, { ...ctx(7), hoje: '2026-11-25' })).not.toBe(segundo);
    expect(cachedListRows(data, { ...ctx(7), recursoInternacao: undefined })).not.toBe(segundo);
  });

  // The shape the bench's list figures rest on (docs/decisions/025-pisos-do-bench.md, 'Rows copied once, in one
  // literal'): every row one literal, whatever order the back-end sent its keys in, the computed fields first.
  it('every row has one shape: the same keys in the same order, the computed fields before the row', () => {
    const raw = { id: 1, codigo: '2027000', status: 'AGENDADO', paciente: 'MARIA', GMR: 'True' };
    const invertido = Object.fromEntries(Object.entries(raw).reverse());
    const [a, b] = [readPedidoRow(raw), readPedidoRow(invertido)];
    expect(Object.keys(a ?? {})).toEqual(Object.keys(b ?? {}));
    const [x, y] = toListRows([a!, b!], ctx(9));
    expect(Object.keys(x)).toEqual(Object.keys(y));
    expect(Object.keys(x).slice(0, 5)).toEqual(['cancelado', 'gmr', 'onco', 'dataCirurgiaExibida', 'tarefas']);
    expect(Object.keys(x).slice(5)).toEqual(Object.keys(a ?? {}));
  });
});
