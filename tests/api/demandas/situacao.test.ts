import { describe, expect, it } from 'vitest';
import { demandaEncerrada } from '@/api/demandas/situacao';

describe('demandaEncerrada', () => {
  it('reads cancelled and converted demands in any case, with or without accents', () => {
    for (const status of ['CANCELADA', 'Cancelado', 'CONVERTIDA EM PEDIDO', 'convertida', 'Transformada em pedido'])
      expect(demandaEncerrada(status)).toBe(true);
    expect(demandaEncerrada(null, 'CANCELADA')).toBe(true);
  });

  it('an open demand, or one without a status, is not closed', () => {
    expect(demandaEncerrada('ABERTA')).toBe(false);
    expect(demandaEncerrada('Aguardando', null, undefined)).toBe(false);
    expect(demandaEncerrada()).toBe(false);
  });
});
