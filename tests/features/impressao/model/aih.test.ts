import { describe, expect, it } from 'vitest';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { AIH_ETAPAS, aihDefaults, aihPayload, aihSchema, DOCUMENTO_PADRAO } from '@/features/impressao/model/aih';
import { maiusculas } from '@/features/impressao/model/aih-paciente';

const row = {
  id: 1019,
  paciente: 'Maria',
  procedimento: 'Artrodese',
  codigoProcedimento: '0408030020',
  caraterAtendimento: 'Eletivo',
  requisitante: 'Carlos',
  cidPrincipal: { id: 5, codigo: 'M51', descricao: 'Hérnia discal' },
  idLegadoPaciente: 1,
} as unknown as PedidoRow;

const firstErrors = (v: object) =>
  Object.fromEntries((aihSchema.safeParse(v).error?.issues ?? []).reverse().map((i) => [i.path[0], i.message]));

describe('AIH request form', () => {
  it('defaults: CPF document, the principal CID and its description as initial diagnosis, text upper-cased', () => {
    const f = aihDefaults(undefined, row);
    expect(f).toMatchObject({
      documento: DOCUMENTO_PADRAO,
      cidPrincipal: 5,
      diagnosticoInicial: 'HÉRNIA DISCAL',
      nome: 'MARIA',
      descricaoProcedimentoSolicitado: 'ARTRODESE',
      caraterInternacao: 'ELETIVO',
    });
    expect(maiusculas('são paulo')).toBe('SÃO PAULO');
  });

  it('each step holds its own fields; required fields of the patient step', () => {
    expect(AIH_ETAPAS.map((e) => e.titulo)).toEqual([
      'Identificação do paciente',
      'Justificativa da internação',
      'Procedimento solicitado',
    ]);
    const errors = firstErrors({ ...aihDefaults(undefined, row), nome: '' });
    const paciente = AIH_ETAPAS[0].campos.filter((c) => c in errors);
    expect(paciente.map((c) => errors[c])).toEqual([
      'O campo Prontuário é obrigatório.',
      'O campo Nome é obrigatório.',
      'O campo CNS é obrigatório.',
      'O campo Data de nascimento é obrigatório.',
      'O campo Sexo é obrigatório.',
      'O campo Raça é obrigatório.',
      'O campo Nome da mãe é obrigatório.',
      'O campo Endereço é obrigatório.',
      'O campo Município de residência é obrigatório.',
      'O campo Código IBGE do município é obrigatório.',
      'O campo UF é obrigatório.',
      'O campo CEP é obrigatório.',
    ]);
    expect(errors.numeroDocumentoProfissional).toBe('O campo número do documento do profissional é obrigatório.');
    expect(errors.principaisSinaisSintomas).toBe('O campo principais sinais e sintomas é obrigatório.');
  });

  it.each([
    ['numeroProntuario', 9, 'Prontuário'],
    ['nome', 200, 'Nome'],
    ['cns', 15, 'CNS'],
    ['raca', 15, 'Raça'],
    ['etnia', 15, 'Etnia'],
    ['telefoneMae', 11, 'Telefone da mãe'],
    ['nomeMae', 200, 'Nome da mãe'],
    ['telefoneResponsavel', 11, 'Telefone do responsável'],
    ['nomeResponsavel', 200, 'Nome do responsável'],
    ['endereco', 50, 'Endereço'],
    ['municipioResidencia', 50, 'Município de residência'],
    ['codigoMunicipioIBGE', 9, 'Código IBGE do município'],
    ['uf', 2, 'UF'],
    ['cep', 9, 'CEP'],
    ['clinica', 500, 'clínica'],
  ])('%s takes at most %i characters', (campo, max, label) => {
    expect(firstErrors({ ...aihDefaults(undefined, row), [campo]: 'X'.repeat(max + 1) })[campo]).toBe(
      `O campo ${label} deve ter no máximo ${max} caracteres.`,
    );
  });

  it('the payload nests the patient and sends the CIDs as ids', () => {
    const values = aihSchema.parse({
      ...aihDefaults(undefined, row),
      numeroProntuario: '1',
      cns: '2',
      dataNascimento: '1970-05-01',
      sexo: 'F',
      raca: 'PARDA',
      nomeMae: 'ANA',
      endereco: 'RUA',
      municipioResidencia: 'BAURU',
      codigoMunicipioIBGE: '3506003',
      uf: 'SP',
      cep: '17010-000',
      principaisSinaisSintomas: 'A',
      justificativasInternacao: 'B',
      principaisResultadosProvasDiagnosticas: 'C',
      clinica: 'ORTOPEDIA',
      numeroDocumentoProfissional: '123',
    });
    const body = aihPayload(values, 1019);
    expect(body).toMatchObject({
      pedidoCirurgia: 1019,
      cidPrincipal: 5,
      cidSecundario: null,
      paciente: { nome: 'MARIA', sexo: 'F', dataNascimento: '1970-05-01', uf: 'SP' },
    });
    expect(body.paciente).not.toHaveProperty('clinica');
  });
});
