import { describe, expect, it } from 'vitest';
import { pedidoRowSchema, type PedidoRow } from '@/api/pedidos/pedido-row';
import { dataCirurgiaExibida, isCancelado } from '@/features/pedidos/model/list-rows';

// Rows as the fetcher hands them out: raw values read through the row schema.
const row = (extra: Record<string, unknown> = {}): PedidoRow =>
  pedidoRowSchema.parse({ id: 1, codigo: '2027000', status: 'AGENDADO', status_id: 7, ...extra });

describe('request list rows', () => {
  it('a row is cancelled by the configured status id or by the name CANCELADO', () => {
    expect(isCancelado(row({ status_id: 9 }), 9)).toBe(true);
    expect(isCancelado(row({ status: 'Cancelado', status_id: 99 }), 9)).toBe(true);
    expect(isCancelado(row(), 9)).toBe(false);
    expect(isCancelado(row(), null)).toBe(false);
  });

  it('the surgery date shown is the suggested date, else the surgery date, else none', () => {
    expect(
      dataCirurgiaExibida(row({ dataHoraSugerida: '2026-12-01T07:00:00', dataCirurgia: '2026-12-02T07:00:00' })),
    ).toBe('2026-12-01T07:00:00');
    expect(dataCirurgiaExibida(row({ dataCirurgia: '2026-12-02T07:00:00' }))).toBe('2026-12-02T07:00:00');
    expect(dataCirurgiaExibida(row())).toBeNull();
  });
});
