import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { parseLoginResponse, type LoginResponse } from '@/api/session/profissional';
import { readRecursos } from '@/api/shell/recursos-adapter';

const DEFAULT_SPELLING = {
  userid: 10,
  username: 'jsilva',
  profissional_id: 20,
  nome: 'JOÃO DA SILVA',
  crm: '12345',
  equipe: 'CARDIOLOGIA',
  equipe_id: 3,
  equipe_idLegado: 4,
  residente: false,
  areaTecnica_id: 5,
  areaTecnica_codigo: 'AT1',
  centrosCirurgicos: [1, 2],
  profissionalObservador: true,
  acessoDashBoard: 'S',
  acessoSalasCirurgicas: 'N',
  acessoMeusPedidos: 'S',
  acessoPedidosResidentes: 'V',
  acessoPedidosCirurgia: 'S',
  acessoChecklistGeral: 'N',
  acessoParecerAreaTecnica: 'V',
  acessoAgendaAreaTecnica: 'N',
  acessoAgendaMedico: 'S',
  acessoDemandaMedico: 'N',
  acessoTodasDemandas: 'N',
  acessoRelatorios: 'S',
  token: 'tok-123',
};

const ALTERNATIVE_SPELLING = {
  userid: '10',
  username: 'jsilva',
  profissional_id: { id: 20 },
  nome: 'JOÃO DA SILVA',
  crm: 12345,
  equipe: { descricao: 'CARDIOLOGIA' },
  equipe_id: '3',
  equipe_idLegado: { id: '4' },
  residente: 'N',
  areaTecnica_id: '5',
  areaTecnica_codigo: 'AT1',
  centrosCirurgicos: '1,2',
  profissionalObservador: 'Sim',
  acessoDashBoard: 'S',
  acessoSalasCirurgicas: 0,
  acessoMeusPedidos: 1,
  acessoPedidosResidentes: 'v',
  acessoPedidosCirurgia: 'True',
  acessoChecklistGeral: 'n',
  acessoParecerAreaTecnica: 'v',
  acessoAgendaAreaTecnica: false,
  acessoAgendaMedico: 's',
  acessoDemandaMedico: 'False',
  acessoTodasDemandas: 'N',
  acessoRelatorios: true,
  token: 'tok-123',
  campoDesconhecido: 'ignorado',
};

const EXPECTED: LoginResponse = {
  userid: 10,
  username: 'jsilva',
  profissional_id: 20,
  nome: 'JOÃO DA SILVA',
  crm: '12345',
  equipe: 'CARDIOLOGIA',
  equipe_id: 3,
  equipe_idLegado: 4,
  residente: false,
  areaTecnica_id: 5,
  areaTecnica_codigo: 'AT1',
  centrosCirurgicos: [1, 2],
  profissionalObservador: true,
  acessoDashBoard: 'S',
  acessoSalasCirurgicas: 'N',
  acessoMeusPedidos: 'S',
  acessoPedidosResidentes: 'V',
  acessoPedidosCirurgia: 'S',
  acessoChecklistGeral: 'N',
  acessoParecerAreaTecnica: 'V',
  acessoAgendaAreaTecnica: 'N',
  acessoAgendaMedico: 'S',
  acessoDemandaMedico: 'N',
  acessoTodasDemandas: 'N',
  acessoRelatorios: 'S',
  token: 'tok-123',
};

describe('parseLoginResponse', () => {
  it('reads the default spelling', () => {
    expect(parseLoginResponse(DEFAULT_SPELLING)).toEqual(EXPECTED);
  });

  it('reads the same professional in the alternative spelling as the same record', () => {
    expect(parseLoginResponse(ALTERNATIVE_SPELLING)).toEqual(parseLoginResponse(DEFAULT_SPELLING));
    expect(parseLoginResponse(ALTERNATIVE_SPELLING)).toEqual(EXPECTED);
  });

  it('absent optional fields and access flags are null, absent centres an empty list', () => {
    const record = parseLoginResponse({ userid: 1, username: 'u', profissional_id: 2, nome: 'N' });
    expect(record.centrosCirurgicos).toEqual([]);
    expect(record.crm).toBeNull();
    expect(record.residente).toBeNull();
    expect(record.acessoRelatorios).toBeNull();
    expect(record.token).toBeNull();
  });

  it.each(['userid', 'username', 'profissional_id', 'nome'] as const)('throws when %s is missing', (key) => {
    const { [key]: _omitted, ...rest } = DEFAULT_SPELLING;
    expect(() => parseLoginResponse(rest)).toThrow('Resposta de login sem userid, username, profissional_id ou nome');
  });

  it('throws when userid is unreadable', () => {
    expect(() => parseLoginResponse({ ...DEFAULT_SPELLING, userid: 'abc' })).toThrow(/userid/);
  });

  it.each([['<!DOCTYPE html>'], [null], [[DEFAULT_SPELLING]]])('throws for %j, which is no record', (body) => {
    expect(() => parseLoginResponse(body)).toThrow('Resposta de login inválida');
  });
});

describe('readRecursos', () => {
  const EXPECTED_RECURSOS = {
    impressaoPedidoInternacao: true,
    recursoInternacao: 1,
    recursoAvaliacaoAnestesica: 2,
    recursosBloqueados: [1, 2],
  };

  it('reads the object form', () => {
    expect(
      readRecursos({
        impressaoPedidoInternacao: 'S',
        recursoInternacao: 1,
        recursoAvaliacaoAnestesica: 2,
        recursosBloqueados: [1, 2],
      }),
    ).toEqual(EXPECTED_RECURSOS);
  });

  it('reads the alternative key names', () => {
    expect(
      readRecursos({
        imprimePedidoInternacao: true,
        idRecursoInternacao: '1',
        idRecursoAvaliacaoAnestesica: { id: 2 },
        recursosBloqueadosPadrao: '1,2',
      }),
    ).toEqual(EXPECTED_RECURSOS);
  });

  it('an absent or unreadable key is null (an empty list for the blocked resources)', () => {
    expect(readRecursos({ recursoInternacao: 'x' })).toEqual({
      impressaoPedidoInternacao: null,
      recursoInternacao: null,
      recursoAvaliacaoAnestesica: null,
      recursosBloqueados: [],
    });
  });

  it('reads a list of resources recognised by their description', () => {
    expect(
      readRecursos([
        { id: 1, descricao: 'INTERNAÇÃO' },
        { id: 2, descricao: 'AVALIAÇÃO ANESTÉSICA' },
        { id: 3, descricao: 'IMPRESSÃO PEDIDO INTERNAÇÃO', ativo: 'S' },
      ]),
    ).toEqual({
      impressaoPedidoInternacao: true,
      recursoInternacao: 1,
      recursoAvaliacaoAnestesica: 2,
      recursosBloqueados: [],
    });
  });

  it('the printing resource never counts as the admission one, whatever the order', () => {
    const result = readRecursos([
      { id: 3, nome: 'Impressão pedido internação', ativo: 'N' },
      { id: '7', nome: 'Internação' },
      { id: 8, nome: 'Avaliação pré-anestésica' },
    ]);
    expect(result).toEqual({
      impressaoPedidoInternacao: false,
      recursoInternacao: 7,
      recursoAvaliacaoAnestesica: 8,
      recursosBloqueados: [],
    });
  });

  it.each([['<!DOCTYPE html><html></html>'], [''], [42], [null]])('throws the ApiError for %j', (body) => {
    let error: unknown;
    try {
      readRecursos(body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      mensagem: 'Resposta inesperada do servidor.',
      endpoint: 'GET /api/configuracoesRecursoSistema',
    });
  });
});
