import { describe, expect, it } from 'vitest';
import { pedidoRunOf } from '@/features/wizard/runs/run-specs';

describe('the wizard runs (docs/decisions/018-wizard-run-specs.md)', () => {
  it('/admin/wizard resumes the run its draft holds: a transformação, a favourite’s request, or a new request', () => {
    const pedido = { id: 5000, codigo: '2026500' };
    expect(pedidoRunOf({ pedido, idDemanda: 9001 }).id).toBe('transformacao');
    expect(pedidoRunOf({ pedido, idPedidoFavorito: 3 }).id).toBe('favorito');
    expect(pedidoRunOf({ pedido }).id).toBe('novoPedido');
    expect(pedidoRunOf(null).id).toBe('novoPedido');
  });
});
