import { describe, expect, it } from 'vitest';
import {
  avisoDeMudanca,
  ESTADO_ILEGIVEL,
  estadoDaLinha,
  mudancasDoPedido,
  ultimaAlteracao,
  vistoApos,
  type EstadoDoPedido,
} from '@/api/escritas/model/estado-do-pedido';

// What counts as a change of what a decision on a request rests on (docs/decisions/031-pedido-alterado-antes-da-escrita.md).

const VISTO: EstadoDoPedido = {
  statusId: 7,
  status: 'AGENDADO',
  alteracaoStatus: '2027-01-10T09:00:00',
  dataHoraSugerida: '2027-01-15T08:00:00',
  dataCirurgia: null,
  salaCirurgia: 2,
  parecer: 'Sem parecer',
};

describe('mudancasDoPedido', () => {
  it('the same state read again is no change', () => {
    expect(mudancasDoPedido(VISTO, { ...VISTO })).toEqual([]);
  });

  it('names the new status; by id when both sides read one, a renamed label alone is no change', () => {
    expect(mudancasDoPedido(VISTO, { ...VISTO, statusId: 6, status: 'APROVADO' })).toEqual([
      { campo: 'statusId', texto: 'status APROVADO' },
    ]);
    expect(mudancasDoPedido(VISTO, { ...VISTO, status: 'Agendado ' })).toEqual([]);
  });

  it('by name where an id is unreadable on either side', () => {
    const semId = { ...VISTO, statusId: null };
    expect(mudancasDoPedido(semId, { ...VISTO, status: 'CANCELADO' })).toEqual([
      { campo: 'statusId', texto: 'status CANCELADO' },
    ]);
    expect(mudancasDoPedido(semId, { ...semId, status: ' agendado' })).toEqual([]);
  });

  it('a status set again (a new dataHoraAlteracaoStatus, the same status) is a change, named by the status', () => {
    expect(mudancasDoPedido(VISTO, { ...VISTO, alteracaoStatus: '2027-01-10T09:42:00' })).toEqual([
      { campo: 'alteracaoStatus', texto: 'status AGENDADO' },
    ]);
  });

  it('the surgery date, the room and the area opinion, in that order after the status', () => {
    const atual = { ...VISTO, dataHoraSugerida: '2027-01-20T10:00:00', salaCirurgia: 3, parecer: 'APROVADO' };
    expect(mudancasDoPedido(VISTO, atual).map((m) => m.texto)).toEqual([
      'data da cirurgia 20/01/2027 10:00',
      'sala 3',
      'parecer APROVADO',
    ]);
  });

  it('a field unreadable on either side neither blocks nor counts as a change', () => {
    expect(mudancasDoPedido(VISTO, ESTADO_ILEGIVEL)).toEqual([]);
    expect(mudancasDoPedido(ESTADO_ILEGIVEL, { ...VISTO, statusId: 9, status: 'CANCELADO' })).toEqual([]);
    expect(mudancasDoPedido({ ...VISTO, salaCirurgia: null }, { ...VISTO, salaCirurgia: 4 })).toEqual([]);
  });
});

describe('avisoDeMudanca', () => {
  const status = [{ campo: 'statusId', texto: 'status AUTORIZADO' }] as const;

  it('by whom and when, when the history has it', () => {
    const autoria = { username: 'maria.lima', createdAt: '2027-01-10T09:42:10' };
    expect(avisoDeMudanca(status, autoria, '2027-01-10')).toBe(
      'Este pedido foi alterado por maria.lima às 09:42: status AUTORIZADO.',
    );
    expect(avisoDeMudanca(status, autoria, '2027-01-11')).toBe(
      'Este pedido foi alterado por maria.lima em 10/01/2027 às 09:42: status AUTORIZADO.',
    );
  });

  it('without an author, neither who nor when; several changes in one sentence', () => {
    const varias = [...status, { campo: 'salaCirurgia', texto: 'sala 3' } as const];
    expect(avisoDeMudanca(varias, null, '2027-01-10')).toBe('Este pedido foi alterado: status AUTORIZADO, sala 3.');
    expect(avisoDeMudanca(status, { username: ' ', createdAt: '2027-01-10T09:42:00' }, '2027-01-10')).toBe(
      'Este pedido foi alterado: status AUTORIZADO.',
    );
  });
});

describe('ultimaAlteracao', () => {
  it('the latest dated entry with a user, in whatever order the history comes', () => {
    expect(
      ultimaAlteracao([
        { username: 'carlos.mendes', createdAt: '2027-01-02T08:00:00' },
        { username: 'maria.lima', createdAt: '2027-01-10T09:42:00' },
        { username: null, createdAt: '2027-01-11T10:00:00' },
        { username: 'joao.silva', createdAt: null },
        { username: 'paulo.nunes', createdAt: '2027-01-05T08:00:00' },
      ]),
    ).toEqual({ username: 'maria.lima', createdAt: '2027-01-10T09:42:00' });
    expect(ultimaAlteracao([])).toBeNull();
  });
});

describe('estadoDaLinha and vistoApos', () => {
  it('what a row showed; what the user was told of replaces it field by field', () => {
    const linha = estadoDaLinha({ status_id: 7, status: 'AGENDADO', dataHoraSugerida: '2027-01-15T08:00:00' }, null);
    expect(linha).toEqual({
      ...ESTADO_ILEGIVEL,
      statusId: 7,
      status: 'AGENDADO',
      dataHoraSugerida: '2027-01-15T08:00:00',
    });
    expect(vistoApos(linha, { ...ESTADO_ILEGIVEL, statusId: 9, status: 'CANCELADO' })).toEqual({
      ...linha,
      statusId: 9,
      status: 'CANCELADO',
    });
  });
});
