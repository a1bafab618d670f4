import { describe, expect, it } from 'vitest';
import { pedidoRowSchema, type PedidoRow } from '@/api/pedidos/pedido-row';
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
});
