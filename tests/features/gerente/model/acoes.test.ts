import { describe, expect, it } from 'vitest';
import { estadoAcoes, porQueIndisponivel, type AcoesContexto } from '@/features/gerente/model/acoes';

const ctx: AcoesContexto = { observador: false, statusCancelado: 9, statusFinalizado: 8 };
interface Row {
  status_id: number | null;
  status: string | null;
  primeiraConferencia: string | null;
  dataImpressaoPedidoInternacao: string | null;
  dataImpressaoAvisoCirurgico: string | null;
}
const row: Row = {
  status_id: 2,
  status: 'CONFERIDO',
  primeiraConferencia: '2026-11-20T10:00:00',
  dataImpressaoPedidoInternacao: null,
  dataImpressaoAvisoCirurgico: null,
};
const estados = (extra: Partial<Row> = {}, c: Partial<AcoesContexto> = {}) =>
  estadoAcoes({ ...row, ...extra }, { ...ctx, ...c });

describe('enable rules of the manager actions (§4)', () => {
  it('a conferred request: every action enabled; no Impressões before it is finalised', () => {
    expect(estados()).toEqual({
      conferencia: 'habilitada',
      trocarStatus: 'habilitada',
      reagendar: 'habilitada',
      rejeitar: 'habilitada',
      historico: 'habilitada',
      anotacoes: 'habilitada',
      impressoes: 'oculta',
    });
  });

  it('Impressões: only for a finalised request (by id or by name)', () => {
    expect(estados({ status_id: 8 }).impressoes).toBe('habilitada');
    expect(estados({ status_id: null, status: 'FINALIZADO' }).impressoes).toBe('habilitada');
    expect(estados({ status_id: 9 }).impressoes).toBe('oculta');
  });

  it('Conferência: not for cancelled nor finalised requests (by id or by name)', () => {
    expect(estados({ status_id: 9 }).conferencia).toBe('desabilitada');
    expect(estados({ status_id: 8 }).conferencia).toBe('desabilitada');
    expect(estados({ status_id: null, status: 'finalizado' }).conferencia).toBe('desabilitada');
  });

  it('Trocar de Status: disabled once the admission request or the surgery notice was printed', () => {
    expect(estados({ dataImpressaoPedidoInternacao: '2026-11-21T10:00:00' }).trocarStatus).toBe('desabilitada');
    expect(estados({ dataImpressaoAvisoCirurgico: '2026-11-21T10:00:00' }).trocarStatus).toBe('desabilitada');
    expect(estados({ status_id: 8 }).trocarStatus).toBe('habilitada');
  });

  it('Reagendar: disabled when cancelled', () => {
    expect(estados({ status_id: 9 }).reagendar).toBe('desabilitada');
    expect(estados({ status_id: 8 }).reagendar).toBe('habilitada');
  });

  it('a disabled action says why, in the words its menu item shows; an enabled one says nothing', () => {
    const porQue = (extra: Partial<Row>) => porQueIndisponivel({ ...row, ...extra }, ctx);
    expect(porQue({})).toEqual({});
    expect(porQue({ primeiraConferencia: null })).toEqual({ rejeitar: 'Disponível após a primeira conferência.' });
    expect(porQue({ status_id: 9 })).toEqual({
      conferencia: 'O pedido está cancelado.',
      reagendar: 'O pedido está cancelado.',
      rejeitar: 'O pedido já está cancelado.',
    });
    expect(porQue({ dataImpressaoAvisoCirurgico: '2026-11-21T08:00:00' })).toEqual({
      trocarStatus: 'O pedido de internação ou o aviso de cirurgia já foi impresso.',
    });
  });

  it('Rejeitar: only after the first conference, never on a cancelled request', () => {
    expect(estados({ primeiraConferencia: null }).rejeitar).toBe('desabilitada');
    expect(estados({ status_id: 9 }).rejeitar).toBe('desabilitada');
  });

  it('observers: the four write actions and the print forms hidden, Histórico and the notes (read-only) kept', () => {
    expect(estados({ status_id: 8 }, { observador: true })).toEqual({
      conferencia: 'oculta',
      trocarStatus: 'oculta',
      reagendar: 'oculta',
      rejeitar: 'oculta',
      historico: 'habilitada',
      anotacoes: 'habilitada',
      impressoes: 'oculta',
    });
  });
});
