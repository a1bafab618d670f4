// Both mock dialects through the fetchers' own schemas: every seeded record of every endpoint the built screens read
// is fetched in the default dialect and in the alternative one (mocks/dialect.ts: ids as objects or strings, names
// as {id, descricao}, lists as comma strings, yes/no as 'S'/'N' or 1/0, dates with offsets or dd/MM/yyyy, numbers
// as strings, unknown fields, lists in a paging wrapper), and must read to the same values with no row left out.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logApi, mainApi, patientApi } from '@/api/clients';
import { anotacaoSchema } from '@/api/anotacoes/anotacoes-medico';
import { catalogueDefs, type CatalogueName } from '@/api/catalogues/catalogues';
import { anotacaoDemandaSchema } from '@/api/demandas/anotacoes-demanda';
import { demandaRowSchema } from '@/api/demandas/demanda-row';
import { documentoSchema } from '@/api/documentos/documentos';
import { historicoEntrySchema } from '@/api/historico/get-historico';
import { ITEM_GROUPS, itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import { pedidoRowSchema } from '@/api/pedidos/pedido-row';
import { parseLoginResponse } from '@/api/session/profissional';
import { parseConfiguracoes } from '@/api/shell/get-configuracoes';
import { versaoSchema } from '@/api/shell/get-versao';
import { readRecursos } from '@/api/shell/recursos-adapter';
import { agendaMedicoSchema } from '@/features/agenda/api/get-agenda-medico';
import { agendaSalaRowSchema } from '@/features/mapaDeSalas/api/agenda-sala-row';
import { checklistRowSchema } from '@/features/checklist/api/get-checklist';
import * as dashboard from '@/features/dashboard/api/leitores';
import { relatorioSchema } from '@/features/relatorios/api/get-relatorios';
import { areaTecnicaRowSchema } from '@/features/areaTecnica/api/area-tecnica-row';
import { detalhesAnestesiaSchema, itemAreaSchema } from '@/features/areaTecnica/api/get-detalhes';
import { favoritoSchema } from '@/features/pedidos/api/favoritos';
import { pacienteAihSchema } from '@/features/impressao/api/get-paciente-aih';
import { pendenciaSchema } from '@/features/shell/api/get-pendencia-parecer';
import {
  atendimentoSchema,
  demandaSchema,
  exameSchema,
  internacaoSchema,
  legacyPacienteSchema,
} from '@/features/wizard/api/schemas';
import { caixaEmUsoSchema } from '@/features/wizard/api/get-caixa-em-uso';
import { reservaSchema } from '@/features/wizard/api/get-pedidos-wizard';
import { programacaoSchema } from '@/features/wizard/api/get-programacoes';
import { addDays } from '@/lib/dates/wall-clock';
import { parseList, parseListWith, parseResponse } from '@/lib/http/parse-response';
import { readGerenteRow } from '@/features/gerente/api/gerente-row';
import { corpoFiltros, filtrosIniciais } from '@/features/gerente/model/filtros';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { readRastreio } from '@/features/rastreamento/api/read-rastreio';
import { cat, db } from '@mocks/db/db';
import { CODIGOS_RASTREIO } from '@mocks/handlers/main/rastreio';
import { setDialect, type Dialect } from '@mocks/dialect';
import { signInAs, type SeedUser } from '../utils/render-app';

type Reader = (data: unknown) => unknown;
interface Probe {
  name: string;
  as: SeedUser;
  get: () => Promise<unknown>;
  read: Reader;
  /** How many records the default dialect must yield (rows of a list, or 1). */
  count: (value: unknown) => number;
}

const rowsOf =
  <T>(schema: z.ZodType<T, unknown>): Reader =>
  (data) => {
    const parsed = parseList(schema, data, 'teste');
    expect(parsed.omitted).toBe(0);
    return parsed.rows;
  };
const one =
  <T>(schema: z.ZodType<T, unknown>): Reader =>
  (data) =>
    parseResponse(schema, data, 'teste');
const listCount = (value: unknown) => (Array.isArray(value) ? value.length : 1);

function probe(name: string, as: SeedUser, get: () => Promise<unknown>, read: Reader): Probe {
  return { name, as, get, read, count: listCount };
}

/** The manager list's default filters for mariana.lima (centres 1–3, today + 30 days). */
const filtrosGerente = () => filtrosIniciais(saoPauloIsoDay(), 30, [1, 2, 3]);

function probes(): Probe[] {
  const list: Probe[] = [
    probe('configuracoes', 'mariana.lima', () => mainApi.get('/api/configuracoes'), parseConfiguracoes),
    probe(
      'configuracoesRecursoSistema',
      'mariana.lima',
      () => mainApi.get('/api/configuracoesRecursoSistema'),
      readRecursos,
    ),
    probe('versaoOpera', 'mariana.lima', () => mainApi.get('/api/versaoOpera'), one(versaoSchema)),
    probe('pendenciaParecer', 'paulo.nunes', () => mainApi.get('/api/pendenciaParecer/105'), one(pendenciaSchema)),
  ];
  for (const [user, id] of [
    ['carlos.mendes', 101],
    ['julia.souza', 102],
    ['mariana.lima', 103],
  ] as const) {
    list.push(
      probe(
        `pedidoCirurgiaMedico/${id}`,
        user,
        () => mainApi.get(`/api/pedidoCirurgiaMedico/${id}`),
        rowsOf(pedidoRowSchema),
      ),
    );
    list.push(
      probe(
        `favoritas profissional ${id}`,
        user,
        () => mainApi.get(`/api/pedidoCirurgiasFavoritasProfissional/${id}`),
        rowsOf(favoritoSchema),
      ),
    );
  }
  list.push(
    probe(
      'pedidoCirurgiaResidentesEquipe/1',
      'carlos.mendes',
      () => mainApi.get('/api/pedidoCirurgiaResidentesEquipe/1'),
      rowsOf(pedidoRowSchema),
    ),
  );
  list.push(
    probe(
      'pedidoCirurgiaResidente/102',
      'carlos.mendes',
      () => mainApi.get('/api/pedidoCirurgiaResidente/102'),
      rowsOf(pedidoRowSchema),
    ),
  );
  list.push(
    probe(
      'favoritas equipe 1',
      'carlos.mendes',
      () => mainApi.get('/api/pedidoCirurgiasFavoritasEquipe/1'),
      rowsOf(favoritoSchema),
    ),
  );
  list.push(
    probe(
      'pedidoCirurgiaGerenteCentroCirurgico',
      'mariana.lima',
      () => mainApi.post('/api/pedidoCirurgiaGerenteCentroCirurgico', corpoFiltros(filtrosGerente())),
      (data) => {
        const parsed = parseListWith(readGerenteRow, data, 'teste');
        expect(parsed.omitted).toBe(0);
        return parsed.rows;
      },
    ),
  );
  list.push(
    probe(
      'pedidoCirurgiaChecklist/103',
      'mariana.lima',
      () => mainApi.post('/api/pedidoCirurgiaChecklist/103', corpoFiltros(filtrosGerente())),
      (data) => parseListWith(readGerenteRow, data, 'teste').rows,
    ),
  );
  for (const p of db.pedidos) {
    const as: SeedUser = 'mariana.lima';
    list.push(
      probe(`pedidoCirurgia/${p.id}`, as, () => mainApi.get(`/api/pedidoCirurgia/${p.id}`), one(pedidoDetailSchema)),
    );
    for (const g of ITEM_GROUPS) {
      list.push(
        probe(
          `itens ${g.key} ${p.id}`,
          as,
          () => mainApi.get(`/api/itemPedidoCirurgia${g.key}/${p.id}`),
          rowsOf(itemPedidoSchema),
        ),
      );
    }
    list.push(
      probe(`anotacaodetail ${p.id}`, as, () => mainApi.get(`/api/anotacaodetail/${p.id}/0/1`), rowsOf(anotacaoSchema)),
    );
    if (db.anotacoes.some((a) => a.pedidoCirurgia === p.id)) {
      list.push(
        probe(
          `anotacaodetail painel ${p.id}`,
          as,
          () => mainApi.get(`/api/anotacaodetail/${p.id}/1/0`),
          rowsOf(anotacaoSchema),
        ),
      );
    }
    list.push(probe(`documento ${p.id}`, as, () => mainApi.get(`/api/documento/${p.id}`), rowsOf(documentoSchema)));
    list.push(probe(`logpedido ${p.id}`, as, () => logApi.get(`/logpedido/${p.id}`), rowsOf(historicoEntrySchema)));
  }
  list.push(
    probe(
      'pedidoCirurgiaChecklist',
      'mariana.lima',
      () =>
        mainApi.post('/api/pedidoCirurgiaChecklist/103', {
          filtros: { centrosCirurgicos: '1,2,3,4', dataInicio: '2000-01-01', dataFim: '2100-01-01' },
        }),
      rowsOf(checklistRowSchema),
    ),
  );
  const periodoAmplo = {
    filtros: { centrosCirurgicos: '1,2,3', periodoDataInicio: '2000-01-01', periodoDataFim: '2100-01-01' },
  };
  for (const [as, id] of [
    ['paulo.nunes', 105],
    ['fernanda.santos', 106],
  ] as const) {
    for (const lista of ['pedidoCirurgiaAreaTecnica', 'pedidoCirurgiaAreaTecnicaSemParecer']) {
      const path = `/api/${lista}/${id}`;
      list.push(probe(lista, as, () => mainApi.post(path, periodoAmplo), rowsOf(areaTecnicaRowSchema)));
    }
  }
  list.push(
    probe(
      'minhaAgendaAnestesia',
      'paulo.nunes',
      () => mainApi.get('/api/minhaAgendaAnestesia/1,2/0'),
      rowsOf(areaTecnicaRowSchema),
    ),
    probe('minhaAgenda', 'fernanda.santos', () => mainApi.get('/api/minhaAgenda/2/1/0'), rowsOf(areaTecnicaRowSchema)),
  );
  for (const [as, id, centros] of [
    ['andre.fonseca', 114, [4, 1]],
    ['carlos.mendes', 101, [1, 2]],
  ] as const) {
    for (const recurso of ['agendaMedico', 'agendaEquipeMedico'])
      for (const c of centros) {
        const path = `/api/${recurso}/${id}/${c}`;
        list.push(probe(path, as, () => mainApi.get(path), rowsOf(agendaMedicoSchema)));
      }
  }
  for (const dia of new Set(db.mapaSalas.map((c) => c.inicio.slice(0, 10)))) {
    const data = `${dia.slice(8, 10)}-${dia.slice(5, 7)}-${dia.slice(0, 4)}`;
    for (const sala of new Set(db.mapaSalas.flatMap((c) => (c.sala ? [c.sala] : [])))) {
      const path = `/api/agendaSala/1/${data}/0/${sala}/0`;
      list.push(probe(path, 'mariana.lima', () => mainApi.get(path), rowsOf(agendaSalaRowSchema)));
    }
    const path = `/api/agendaSala/2/${data}/1/0/0`;
    list.push(probe(path, 'mariana.lima', () => mainApi.get(path), rowsOf(agendaSalaRowSchema)));
  }
  for (const p of db.pedidos.filter((x) => x.id >= 3200 && x.id < 3212)) {
    list.push(
      probe(
        `detalhesParecerAnestesia ${p.id}`,
        'paulo.nunes',
        () => mainApi.get(`/api/detalhesParecerAnestesia/${p.id}`),
        one(detalhesAnestesiaSchema),
      ),
      probe(
        `itensParecerAreaTecnica ${p.id}`,
        'fernanda.santos',
        () => mainApi.get(`/api/itensParecerAreaTecnica/2/${p.id}`),
        rowsOf(itemAreaSchema),
      ),
    );
  }
  const catalogueArgs: { [K in CatalogueName]?: unknown[][] } = {
    convenioPorCategoria: [[1], [2]],
    statusPedidoDetail: cat.status.map((s) => [s.id]),
    itemCaixaOPMEPorCaraterAtendimento: cat.caracteres.map((c) => [c.id]),
    listarProfissionalResponsavel: [[101], [102]],
    modalidades: [
      [1, 1],
      [2, 1],
      [1, 2],
    ],
    salasPorEquipe: [[1], [2]],
    salasCirurgicas: cat.centros.map((c) => [c.id]),
    residente: [[1], [2]],
    modelosPorEquipe: [[1], [2]],
    modeloPedido: db.modelos.map((m) => [m.id]),
  };
  for (const name of Object.keys(catalogueDefs) as CatalogueName[]) {
    const def: { path: (...a: unknown[]) => string; schema: z.ZodType<unknown, unknown> } = catalogueDefs[
      name
    ] as never;
    for (const args of catalogueArgs[name] ?? [[]]) {
      const path = def.path(...args);
      list.push(probe(`catálogo ${path}`, 'carlos.mendes', () => mainApi.get(path), one(def.schema)));
    }
  }
  for (const p of db.legadoPacientes) {
    const seq = p.SEQ_PACIENTE;
    list.push(
      probe(
        `prontuário ${seq}`,
        'carlos.mendes',
        () => mainApi.get(`/api/listarPacientesProntuario/${p.NRO_PRONTUARIO}`),
        rowsOf(legacyPacienteSchema),
      ),
    );
    list.push(
      probe(
        `atendimentos ${seq}`,
        'carlos.mendes',
        () => mainApi.get(`/api/listarAtendimentosPaciente/${seq}`),
        rowsOf(atendimentoSchema),
      ),
    );
    list.push(
      probe(
        `internações ${seq}`,
        'carlos.mendes',
        () => mainApi.get(`/api/listarInternacoesPaciente/${seq}`),
        rowsOf(internacaoSchema),
      ),
    );
    list.push(
      probe(
        `demandas ${seq}`,
        'carlos.mendes',
        () => mainApi.get(`/api/listarDemandasPacienteEquipe/${seq}/1`),
        rowsOf(demandaSchema),
      ),
    );
  }
  for (const [equipe, centro] of [
    [1, 1],
    [2, 1],
    [2, 3],
  ]) {
    list.push(
      probe(
        `programacoes ${equipe}/${centro}`,
        'carlos.mendes',
        () => mainApi.get(`/api/programacoes/${equipe}/${centro}`),
        rowsOf(programacaoSchema),
      ),
    );
  }
  for (const sala of [1, 3]) {
    for (const semana of ['2026-11-30', '2026-12-07']) {
      list.push(
        probe(
          `pedidosWizard ${sala} ${semana}`,
          'carlos.mendes',
          () => mainApi.get(`/api/pedidosWizard/${semana}/${addDays(semana, 6)}/1/${sala}`),
          rowsOf(reservaSchema),
        ),
      );
    }
  }
  for (const caixa of new Set(db.pedidos.flatMap((p) => p.itens.map((i) => i.item)))) {
    list.push(
      probe(
        `caixa ${caixa}`,
        'carlos.mendes',
        () => mainApi.get(`/api/pedidoCirurgiaCaixaCirurgica/${caixa}`),
        rowsOf(caixaEmUsoSchema),
      ),
    );
  }
  for (const a of db.atendimentos) {
    list.push(
      probe(
        `exames ${a.SEQ_ATENDIMENTO}`,
        'carlos.mendes',
        () => mainApi.get(`/api/listaexamesselecaoatendimentopera/${a.SEQ_ATENDIMENTO}`),
        rowsOf(exameSchema),
      ),
    );
  }
  list.push(
    probe('minhasDemandas/1', 'carlos.mendes', () => mainApi.get('/api/minhasDemandas/1'), rowsOf(demandaRowSchema)),
    probe(
      'demandaCirurgiaGerente',
      'mariana.lima',
      () =>
        mainApi.post('/api/demandaCirurgiaGerente', {
          filtros: { centrosCirurgicos: [1, 2, 3], dataInicio: '2026-01-01', dataFim: '2026-12-31', eOnco: false },
        }),
      rowsOf(demandaRowSchema),
    ),
  );
  for (const d of db.demandas) {
    list.push(
      probe(
        `anotacaoDemandaDetail ${d.id}`,
        'mariana.lima',
        () => mainApi.get(`/api/anotacaoDemandaDetail/${d.id}`),
        rowsOf(anotacaoDemandaSchema),
      ),
    );
    for (const g of ITEM_GROUPS.filter((x) => x.key !== 'Exame')) {
      list.push(
        probe(
          `item${g.key}Demanda ${d.id}`,
          'mariana.lima',
          () => mainApi.get(`/api/item${g.key}Demanda/${d.id}`),
          rowsOf(itemPedidoSchema),
        ),
      );
    }
  }
  list.push(...dashboardProbes());
  // The public tracking of a request at each step: read whole (status, current step, patient) in both dialects.
  for (const codigo of Object.values(CODIGOS_RASTREIO.porStatus)) {
    list.push(
      probe(
        `rastreioPedido ${codigo}`,
        'carlos.mendes',
        () => mainApi.get(`/api/rastreioPedido/${codigo}`),
        (data) => {
          const rastreio = readRastreio(data);
          expect(rastreio).toMatchObject({ status: expect.any(String), atual: expect.any(Number) });
          expect(rastreio?.paciente).toEqual(expect.any(String));
          return rastreio;
        },
      ),
    );
  }
  for (const p of db.pacientes) {
    list.push(
      probe(
        `pacienteAIH ${p.idLegado}`,
        'carlos.mendes',
        () => patientApi.get(`/api/buscarDadosPacienteAIH/${p.idLegado}`),
        one(pacienteAihSchema),
      ),
    );
  }
  return list;
}

/** Rows of a dashboard answer, each with its label and number read. */
const linhas =
  (ler: (data: unknown) => { rotulo: string | null; valor: number | null }[]): Reader =>
  (data) => {
    const out = ler(data);
    expect(out.filter((l) => l.rotulo === null || l.valor === null)).toEqual([]);
    return out;
  };

/** The dashboard's ten POSTs over the whole seed (every centre, every team), its two GETs and the reports' list. */
function dashboardProbes(): Probe[] {
  const hoje = saoPauloIsoDay();
  const filtros = { equipes: [], centrosCirurgicos: [1, 2, 3, 4], dataInicio: addDays(hoje, -400), dataFim: hoje };
  const corpo = { filtros: { ...filtros, eOnco: '2' } };
  const post =
    (path: string, body: unknown = corpo) =>
    () =>
      mainApi.post(path, body);
  const as: SeedUser = 'mariana.lima';
  return [
    probe(
      'listarTotalDemandasPorEquipe',
      as,
      post('/api/listarTotalDemandasPorEquipe'),
      linhas(dashboard.lerDemandasPorEquipe),
    ),
    probe(
      'listarProcedimentosIncluidosDemanda',
      as,
      post('/api/listarProcedimentosIncluidosDemanda'),
      linhas(dashboard.lerProcedimentosDemanda),
    ),
    probe(
      'listarQuantidadeEletivoVsUrgencia',
      as,
      post('/api/listarQuantidadeEletivoVsUrgencia'),
      linhas(dashboard.lerEletivoUrgencia),
    ),
    probe(
      'listarQuantidadePedidosFinalizados',
      as,
      post('/api/listarQuantidadePedidosFinalizados'),
      linhas(dashboard.lerPedidosFinalizados),
    ),
    probe(
      'listarQuantidadePedidosIncluidos',
      as,
      post('/api/listarQuantidadePedidosIncluidos'),
      linhas(dashboard.lerPedidosIncluidos),
    ),
    probe(
      'listarQuantidadeDemandasCadastradas',
      as,
      post('/api/listarQuantidadeDemandasCadastradas'),
      linhas(dashboard.lerDemandasCadastradas),
    ),
    probe('listarDemandaConvertidaPedido', as, post('/api/listarDemandaConvertidaPedido'), (data) => {
      const out = dashboard.lerConvertidas(data);
      expect(out.filter((l) => l.aberto === null || l.finalizada === null)).toEqual([]);
      return out;
    }),
    probe(
      'listarProcedimentosRealizadosPorEquipe',
      as,
      post('/api/listarProcedimentosRealizadosPorEquipe'),
      linhas(dashboard.lerProcedimentosRealizados),
    ),
    probe('listarTotalPedido', as, post('/api/listarTotalPedido', { filtros }), linhas(dashboard.lerTotalPedido)),
    probe('listarTotalDemanda', as, post('/api/listarTotalDemanda', { filtros }), linhas(dashboard.lerTotalDemanda)),
    probe(
      'apiTotalPedido',
      as,
      () => mainApi.get('/api/apiTotalPedido'),
      (d) => dashboard.lerTotalGeral(d, 't'),
    ),
    probe(
      'apiTotalDemanda',
      as,
      () => mainApi.get('/api/apiTotalDemanda'),
      (d) => dashboard.lerTotalGeral(d, 't'),
    ),
    probe('listarRelatorios', as, () => mainApi.get('/api/listarRelatorios'), rowsOf(relatorioSchema)),
  ];
}

async function fetchAll(dialect: Dialect, list: Probe[]): Promise<unknown[]> {
  setDialect(dialect);
  const out: unknown[] = [];
  for (const p of list) {
    signInAs(p.as);
    out.push(await p.get());
  }
  return out;
}

describe('both mock dialects read to the same values through the fetchers’ schemas', () => {
  it('every seeded record of every endpoint the built screens read', async () => {
    const list = probes();
    const rawPadrao = await fetchAll('default', list);
    const rawAlt = await fetchAll('alt', list);
    // The second dialect really is another form on the wire: every body differs from the default one.
    for (const [i, p] of list.entries())
      expect({ [p.name]: JSON.stringify(rawAlt[i]) }).not.toEqual({ [p.name]: JSON.stringify(rawPadrao[i]) });
    const padrao = rawPadrao.map((raw, i) => list[i].read(raw));
    const alt = rawAlt.map((raw, i) => list[i].read(raw));
    const records = padrao.reduce<number>((n, v, i) => n + list[i].count(v), 0);
    // The seed is not empty: the comparison covers real records.
    console.info(`dialetos: ${list.length} chamadas, ${records} registros, iguais nos dois dialetos`);
    expect(records).toBeGreaterThan(400);
    for (const [i, p] of list.entries()) expect({ [p.name]: alt[i] }).toEqual({ [p.name]: padrao[i] });
    // Hundreds of calls through MSW twice: longer than one screen's test.
  }, 120_000);

  it('the login response of every seeded user', async () => {
    const read = async (dialect: Dialect) => {
      setDialect(dialect);
      const out = [];
      for (const u of db.users) {
        const { token: _t, ...record } = parseLoginResponse(
          await mainApi.post('/api/loginDemanda', { username: u.profissional.username, password: u.password }),
        );
        out.push(record);
      }
      return out;
    };
    const padrao = await read('default');
    expect(padrao.length).toBe(db.users.length);
    expect(await read('alt')).toEqual(padrao);
  });
});
