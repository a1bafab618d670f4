import { http } from 'msw';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { json, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { nomeProfissional } from './pedido-views';

/** An id list sent as an array, a comma string or a single id. */
function ids(value: unknown): number[] {
  const list = Array.isArray(value) ? value : String(value ?? '').split(',');
  return list
    .filter((v) => String(v).trim() !== '')
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n >= 0);
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/** The request's opinions as the checklist row carries them (pareceresPedido). */
function pareceresDe(p: MockPedido) {
  if (db.pareceresExcluidos.includes(p.id)) return [];
  return db.pareceres
    .filter((x) => x.pedidoCirurgia === p.id)
    .map((x) => {
      const area = cat.areasTecnicas.find((a) => a.id === x.areaTecnica);
      const opiniao = cat.pareceresTecnicos.find((o) => o.id === x.parecerTecnico);
      return {
        areaTecnica: { id: x.areaTecnica, descricao: area?.descricao ?? null },
        parecerTecnico: opiniao ? { id: opiniao.id, descricao: opiniao.descricao, cor: opiniao.cor } : null,
        justificativa: x.justificativa,
      };
    });
}

function checklistRow(p: MockPedido) {
  return {
    id: p.id,
    codigo: p.codigo,
    paciente: p.paciente?.nome ?? null,
    profissionalRequisitante: nomeProfissional(p.profissionalRequisitante)?.nome ?? null,
    dataCirurgia: p.dataCirurgia,
    dataHoraSugerida: p.dataHoraSugerida,
    pareceresPedido: pareceresDe(p),
  };
}

/** POST /api/pedidoCirurgiaChecklist/{profissionalId}: confirmed requests by surgery day, centre, plan and campaign. */
export const checklistHandlers = [
  http.post(route('/api/pedidoCirurgiaChecklist/:profissionalId'), async ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoChecklistGeral');
    numberParam(params.profissionalId);
    const filtros = record((await readBody(request)).filtros);
    const centros = ids(filtros.centrosCirurgicos);
    const permitidos = centros.length ? centros : profissional.centrosCirurgicos;
    const convenios = ids(filtros.convenios);
    const campanhas = ids(filtros.campanhas);
    const semCampanha = filtros.filtrarPedidosSemCampanha === true || filtros.filtrarPedidosSemCampanha === 'true';
    const inicio = String(filtros.dataInicio ?? '');
    const fim = String(filtros.dataFim ?? '');
    const rows = db.pedidos.filter((p) => {
      const dia = (p.dataCirurgia ?? p.dataHoraSugerida ?? '').slice(0, 10);
      if (!p.confirmado || !dia || (inicio && dia < inicio) || (fim && dia > fim)) return false;
      if (p.centroCirurgico === null || !permitidos.includes(p.centroCirurgico)) return false;
      const convenio = p.atendimento?.convenio ?? p.convenio;
      if (convenios.length && (convenio === null || !convenios.includes(convenio))) return false;
      if (semCampanha) return p.campanha === null;
      return !campanhas.length || (p.campanha !== null && campanhas.includes(p.campanha));
    });
    return json(rows.map(checklistRow));
  }),
];
