import type { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import * as s from './schemas';

interface CatalogueDef<A extends unknown[], T> {
  path: (...args: A) => string;
  schema: z.ZodType<T, unknown>;
}

function def<A extends unknown[], T>(path: (...args: A) => string, schema: z.ZodType<T, unknown>): CatalogueDef<A, T> {
  return { path, schema };
}

/** A catalogue list, read row by row. */
const list = <T>(item: z.ZodType<T, unknown>) => L.rows(item);

/**
 * Every catalogue endpoint of the main API as data (path + response schema): they share one fetcher,
 * one session cache and one silent-failure policy (spec §7: failed catalogue loads are silent).
 */
const catalogues = {
  centroCirurgico: def(() => '/api/centroCirurgico', list(s.centroCirurgicoSchema)),
  convenio: def(() => '/api/convenio', list(s.convenioSchema)),
  convenioPorCategoria: def((categoria: number) => `/api/convenioPorCategoria/${categoria}`, list(s.convenioSchema)),
  campanha: def(() => '/api/campanha', list(s.campanhaSchema)),
  equipesAtivas: def(() => '/api/equipesAtivas', list(s.equipeSchema)),
  areaTecnica: def(() => '/api/areaTecnica', list(s.areaTecnicaSchema)),
  procedimentoCirurgico: def(() => '/api/procedimentoCirurgico', list(s.procedimentoSchema)),
  prioridadeCirurgia: def(() => '/api/prioridadeCirurgia', list(s.prioridadeSchema)),
  statusPedido: def(() => '/api/statusPedido', list(s.statusSchema)),
  statusPedidoDetail: def((statusId: number) => `/api/statusPedidoDetail/${statusId}`, s.statusDetailSchema),
  caraterAtendimento: def(() => '/api/caraterAtendimento', list(s.descricaoSchema)),
  cid: def(() => '/api/cid', list(s.cidSchema)),
  tipoAnestesia: def(() => '/api/tipoAnestesia', list(s.descricaoSchema)),
  tipoAcomodacao: def(() => '/api/tipoAcomodacao', list(s.tipoAcomodacaoSchema)),
  motivoAntecipacaoInternacao: def(() => '/api/motivoAntecipacaoInternacao', list(s.descricaoSchema)),
  areaMedica: def(() => '/api/areaMedica', list(s.descricaoSchema)),
  unidadeMedida: def(() => '/api/unidadeMedida', list(s.descricaoSchema)),
  itemExame: def(() => '/api/itemExame', list(s.itemSchema)),
  itemMaterialConsumivel: def(() => '/api/itemMaterialConsumivel', list(s.itemSchema)),
  itemCaixaCirurgica: def(() => '/api/itemCaixaCirurgica', list(s.itemSchema)),
  itemHemoderivados: def(() => '/api/itemHemoderivados', list(s.itemSchema)),
  itemEquipamento: def(() => '/api/itemEquipamento', list(s.itemSchema)),
  itemCaixaOPMEPorCaraterAtendimento: def(
    (caraterId: number) => `/api/itemCaixaOPMEPorCaraterAtendimento/${caraterId}`,
    list(s.itemSchema),
  ),
  listarProfissionalResponsavel: def(
    (profissionalId: number) => `/api/listarProfissionalResponsavel/${profissionalId}`,
    list(s.profissionalResponsavelSchema),
  ),
  motivoReagendamento: def(() => '/api/motivoReagendamento', list(s.descricaoSchema)),
  motivoCancelamento: def(() => '/api/motivoCancelamento', list(s.descricaoSchema)),
  parecerTecnicoCheckList: def(() => '/api/parecerTecnicoCheckList', list(s.parecerTecnicoSchema)),
  listarStatusAposPedido: def(() => '/api/listarStatusAposPedido', list(s.statusSchema)),
  modalidades: def(
    (caraterId: number, centroId: number) =>
      `/api/modalidadesCentroCirurgicoCaraterAtendimento/${caraterId}/${centroId}`,
    list(s.modalidadeSchema),
  ),
  salasPorEquipe: def((equipeId: number) => `/api/recuperarSalasCirurgicasPorEquipe/${equipeId}`, list(s.salaSchema)),
  salasCirurgicas: def((centroId: number) => `/api/salasCirurgicas/${centroId}`, list(s.salaSchema)),
  tipoTransfusao: def(() => '/api/tipoTransfusao', list(s.descricaoSchema)),
  residente: def((equipeId: number) => `/api/residente/${equipeId}`, list(s.residenteSchema)),
  modelosPorEquipe: def(
    (equipeId: number) => `/api/modeloPedidoCirurgiaPorEquipe/${equipeId}`,
    list(s.modeloPedidoSchema),
  ),
  modeloPedido: def((id: number) => `/api/modeloPedidoCirurgia/${id}`, s.modeloPedidoSchema),
};

export type CatalogueName = keyof typeof catalogues;
export type CatalogueArgs<K extends CatalogueName> = Parameters<(typeof catalogues)[K]['path']>;
export type CatalogueData<K extends CatalogueName> = z.output<(typeof catalogues)[K]['schema']>;

type CatalogueDefs = { [K in CatalogueName]: CatalogueDef<CatalogueArgs<K>, CatalogueData<K>> };
/** The same registry, typed per name so a generic lookup keeps its own path arguments and data type. */
export const catalogueDefs: CatalogueDefs = catalogues;
