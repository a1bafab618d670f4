// A saved demand read back into the demand wizard for the manager's correction (from the mock's demandaCirurgiaGerente
// row and item lists through the fetchers' schemas, in both mock dialects), and the correction's writes.
import { describe, expect, it } from 'vitest';
import { demandaRowSchema } from '@/api/demandas/demanda-row';
import { DEMANDA_ITEM_GROUPS } from '@/api/demandas/get-itens-demanda';
import { itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { demandaGerentePlan } from '@/features/wizard/model/demanda-submission';
import { demandaCorrigivel, demandaToForm } from '@/features/wizard/model/demanda-to-form';
import { wizardFormSchema } from '@/features/wizard/model/form-schema';
import type { ItensPorGrupo } from '@/features/wizard/model/pedido-to-form';
import { parseList, parseResponse } from '@/lib/http/parse-response';
import { db } from '@mocks/db/db';
import { toAltDialect } from '@mocks/dialect';
import { demandaItems, demandaRow } from '@mocks/handlers/main/demanda-views';

const DEFAULTS = { carater: 1, convenio: 1 };

function read(id: number, alt: boolean) {
  const d = db.demandas.find((x) => x.id === id)!;
  const dialect = (body: unknown) => (alt ? toAltDialect(body) : body);
  const row = parseResponse(demandaRowSchema, dialect(demandaRow(d)), 'teste');
  const grupos: ItensPorGrupo = Object.fromEntries(
    DEMANDA_ITEM_GROUPS.map((g) => [g.key, parseList(itemPedidoSchema, dialect(demandaItems(d, g.key)), 'teste').rows]),
  );
  return demandaToForm(row.registro, grupos, { id, codigo: d.codigo }, DEFAULTS);
}

describe('demandaToForm', () => {
  it.each([false, true])('fills the form from the row’s record and items (alt dialect: %s)', (alt) => {
    const { form, demandaLida } = read(9001, alt);
    expect(wizardFormSchema.safeParse(form).success).toBe(true);
    expect(form).toMatchObject({
      paciente: { nome: 'LUIZ FERNANDO OLIVEIRA', seqPaciente: 880_028 },
      procedimentoPrincipal: 6,
      duracaoEstimada: 120,
      responsavel: 101,
      centro: 1,
      lateralidade: 'N',
      oncologica: '2',
      indicacao: 'PACIENTE COM INDICACAO CIRURGICA ELETIVA AGUARDANDO VAGA',
      carater: 1,
    });
    expect(form.itens.opme).toEqual([expect.objectContaining({ id: 601, quantidade: 1 })]);
    expect(form.itens.consumivel).toEqual([expect.objectContaining({ id: 201, quantidade: 4 })]);
    expect(demandaLida).toMatchObject({
      id: 9001,
      codigo: 'D2026-0101',
      itensSalvos: [
        { grupo: 'opme', item: 601 },
        { grupo: 'consumivel', item: 201 },
      ],
      requisitante: { profissional: 101, equipe: 1 },
      status: 20,
    });
  });

  it('a missing or unreadable field leaves its form field empty; no record leaves the whole form empty', () => {
    const row = parseResponse(
      demandaRowSchema,
      {
        id: 9001,
        paciente: 'LIXO',
        procedimentoPrincipal: { id: 'seis' },
        duracaoEstimada: 'abc',
        centroCirurgico: [],
        lateralidade: 42,
        eOncologica: 'talvez',
        profissionalInclusao: { id: 103 },
        status: null,
        cidSecundario: 'x',
      },
      'teste',
    );
    const { form, demandaLida } = demandaToForm(row.registro, {}, { id: 9001, codigo: '9001' }, DEFAULTS);
    expect(wizardFormSchema.safeParse(form).success).toBe(true);
    expect(form).toMatchObject({
      paciente: { nome: '', seqPaciente: null, convenio: 1 },
      procedimentoPrincipal: null,
      duracaoEstimada: null,
      centro: null,
      lateralidade: null,
      oncologica: null,
      cidsSecundarios: [],
    });
    expect(demandaLida).toMatchObject({ requisitante: { profissional: 103, equipe: null }, status: null });
    expect(demandaCorrigivel(row.registro)).toBe(false);
  });
});

describe('demandaGerentePlan', () => {
  it('keeps the requester, team and status, saves with salvo = 1, and posts only the items not stored', () => {
    const { form, demandaLida } = read(9001, false);
    const novo = { id: 602, quantidade: 2, unidadeMedida: null, itemEventual: false, justificativaEventual: '' };
    const writes = demandaGerentePlan(
      { ...form, itens: { ...form.itens, opme: [...form.itens.opme, novo] } },
      demandaLida,
      20,
    );
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['PUT /api/demanda/9001', 'POST /api/itemDemanda']);
    expect(writes[0].body).toMatchObject({ profissionalInclusao: 101, equipeRequisitante: 1, status: 20, salvo: 1 });
    expect(writes[1].body).toEqual({ item: 602, quantidade: 2, demanda: 9001 });
    // An unreadable status falls back to the initial one.
    const semStatus = demandaGerentePlan(form, { ...demandaLida, status: null }, 20);
    expect(semStatus).toHaveLength(1);
    expect(semStatus[0].body).toMatchObject({ status: 20 });
  });
});

describe('a correction of a demand whose record lacks fields', () => {
  const row = parseResponse(
    demandaRowSchema,
    {
      id: 9001,
      codigo: 'D2026-0101',
      paciente: { id: 12, idLegado: 880028, nome: 'LUIZ FERNANDO OLIVEIRA' },
      procedimentoPrincipal: { id: 6, descricao: 'ARTROPLASTIA' },
      profissionalInclusao: { id: 101, nome: 'CARLOS' },
      equipeRequisitante: { id: 1, descricao: 'ORTOPEDIA' },
      status: { id: 20, descricao: 'ABERTA' },
      duracaoEstimada: 120,
    },
    'teste',
  );

  it('never writes a field it could not read and the manager left alone', () => {
    const { form, demandaLida } = demandaToForm(row.registro, {}, { id: 9001, codigo: 'D2026-0101' }, DEFAULTS);
    expect(demandaCorrigivel(row.registro)).toBe(true);
    const [put] = demandaGerentePlan(form, demandaLida, 20);
    expect(put.body).toEqual({
      paciente: 12,
      status: 20,
      profissionalInclusao: 101,
      procedimentoPrincipal: 6,
      salvo: 1,
      duracaoEstimada: 120,
      equipeRequisitante: 1,
    });
  });

  it('writes such a field once the manager fills it', () => {
    const { form, demandaLida } = demandaToForm(row.registro, {}, { id: 9001, codigo: 'D2026-0101' }, DEFAULTS);
    const [put] = demandaGerentePlan({ ...form, cidPrincipal: 7, indicacao: 'NOVA INDICACAO' }, demandaLida, 20);
    expect(put.body).toMatchObject({ cidPrincipal: 7, indicacaoClinica: 'NOVA INDICACAO' });
    expect(put.body).not.toHaveProperty('centroCirurgico');
  });
});
