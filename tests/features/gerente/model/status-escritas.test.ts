import { escritasDaRejeicao, escritasDoStatus } from '@/features/gerente/model/status-escritas';

const AUTOR = { userid: 3, username: 'mariana.lima' };

describe('the manager’s status change as writes (wizards-and-management.md §4, §7)', () => {
  it('a status change: the status, then its silent log entry named by the new status', () => {
    const escritas = escritasDoStatus({ pedidoId: 9, payload: { statusPedido: 8 }, log: 'FINALIZADO' }, AUTOR);
    expect(escritas.map((e) => [e.method, e.path, e.silenciosa ?? false])).toEqual([
      ['PUT', '/api/alterarStatus/9', false],
      ['POST', '/logpedido', true],
    ]);
    const [, log] = escritas;
    expect(Object.keys(log.body ?? {})).toEqual(['id_usuario', 'username', 'id_pedido', 'tipo', 'descricao']);
    expect(log.body).toMatchObject({ id_usuario: 3, username: 'mariana.lima', id_pedido: 9, descricao: 'FINALIZADO' });
  });

  it('a reschedule moves the booking between the two; a booking never made (404) is no failure', () => {
    const escritas = escritasDoStatus(
      { pedidoId: 9, payload: {}, log: 'REAGENDAMENTO - SALA', inicioCirurgia: '2027-01-15T08:00:00' },
      AUTOR,
    );
    expect(escritas.map((e) => e.path)).toEqual([
      '/api/alterarStatus/9',
      '/api/agendamentoSalaCirurgia/9',
      '/logpedido',
    ]);
    expect(escritas[1]).toMatchObject({ body: { inicioCirurgia: '2027-01-15T08:00:00' }, ausenteOk: true });
  });

  it("a rejection's log carries its reason, as the reschedule's does; none gives 'CANCELADO'", () => {
    const descricao = (motivo: string) => escritasDaRejeicao({ pedidoId: 9, motivo }, AUTOR)[1].body?.descricao;
    expect(escritasDaRejeicao({ pedidoId: 9, motivo: 'Sem indicação' }, AUTOR)[0]).toMatchObject({
      path: '/api/cancelarPedidoMotivo/9',
      body: { motivoRejeicao: 'Sem indicação' },
    });
    expect(descricao('Sem indicação')).toBe('CANCELADO - Sem indicação');
    expect(descricao('  ')).toBe('CANCELADO');
  });
});
