import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { readList } from '@/lib/schema/normalise';

// Catalogue rows: the id is indispensable (a choice must be sent back); labels are displayed only. Each list is read
// row by row (L.rows in catalogues.ts), so an unreadable entry costs one option, never the picker.
const entryId = () => L.required(L.id());

/** Any catalogue entry with id and description. */
export const descricaoSchema = z.object({ id: entryId(), descricao: L.shown() });
export type Descricao = z.output<typeof descricaoSchema>;

export const centroCirurgicoSchema = z.object({ id: entryId(), departamento: L.shown(), idLegado: L.id() });
export const convenioSchema = z.object({ id: entryId(), descricao: L.shown(), categoria: L.id() });
export const campanhaSchema = z.object({ id: entryId(), nome: L.shown() });
export const equipeSchema = z.object({ id: entryId(), descricao: L.shown(), codigo: L.code(), idLegado: L.id() });
export const areaTecnicaSchema = z.object({ id: entryId(), codigo: L.shown(), descricao: L.text() });
export const procedimentoSchema = z.object({
  id: entryId(),
  codigo: L.shown(),
  descricao: L.shown(),
  duracao: L.decimal(),
  tempo: L.decimal(),
});
export type Procedimento = z.output<typeof procedimentoSchema>;
export const prioridadeSchema = z.object({ id: entryId(), descricao: L.shown(), cor: L.text() });
export const statusSchema = z.object({ id: entryId(), descricao: L.shown(), cor: L.text() });
export const statusDetailSchema = z.object({
  perspectivaValidacaoDosDias: L.id(),
  prazoLimiteSLAUrgencia: L.decimal(),
  prazoLimiteSLAEletivo: L.decimal(),
});
export const cidSchema = z.object({ id: entryId(), codigo: L.shown(), descricao: L.shown() });
export const tipoAcomodacaoSchema = descricaoSchema.extend({ exigeParecerNir: L.flag() });
export const itemSchema = z.object({
  id: entryId(),
  idLegado: L.id(),
  codigo: L.code(),
  descricao: L.shown(),
  tipoItem: L.text(),
  unidadeMedida: L.ref(),
});
export type CatalogueItem = z.output<typeof itemSchema>;
export const profissionalResponsavelSchema = z.object({
  id: entryId(),
  crm: L.code(),
  nome: L.shown(),
  equipe: L.ref(),
});
export const modalidadeSchema = descricaoSchema.extend({ recursosBloqueados: L.idList() });
export type Modalidade = z.output<typeof modalidadeSchema>;
export const salaSchema = z.object({ id: entryId(), descricao: L.shown(), centroCirurgico: L.ref() });
export const residenteSchema = z.object({ id: entryId(), nome: L.shown() });
export const parecerTecnicoSchema = z.object({ id: entryId(), descricao: L.shown(), cor: L.text() });

/** Laterality codes of a model (D, E, N), as a list or a comma string. */
const codeList = () =>
  z
    .unknown()
    .optional()
    .transform((value): string[] => {
      const list: unknown[] = typeof value === 'string' ? value.split(',') : (readList(value) ?? []);
      return list.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : '')).filter(Boolean);
    });

/** A team's request template: defaults, allowed lists and bounds (spec §3 'Model request'). */
export const modeloPedidoSchema = z.object({
  id: entryId(),
  descricao: L.shown(),
  equipe: L.id(),
  campanha: L.id(),
  centroCirurgicoPadrao: L.id(),
  centrosCirurgicosPermitidos: L.idList(),
  caraterAtendimentoPadrao: L.id(),
  caracteresAtendimentoPermitidos: L.idList(),
  lateralidadePadrao: L.code(),
  lateralidadesPermitidas: codeList(),
  cidPrincipalPadrao: L.id(),
  cidsPermitidos: L.idList(),
  tipoAcomodacaoPadrao: L.id(),
  tiposAcomodacaoPermitidos: L.idList(),
  motivoAntecipacaoPadrao: L.id(),
  motivosAntecipacaoPermitidos: L.idList(),
  tipoAnestesiaPadrao: L.id(),
  tiposAnestesiaPermitidos: L.idList(),
  procedimentoPrincipalPadrao: L.id(),
  procedimentosPermitidos: L.idList(),
  itensPermitidos: L.idList(),
  duracaoEstimadaMinima: L.decimal(),
  duracaoEstimadaMaxima: L.decimal(),
  diariasPrevistasMinima: L.decimal(),
  diariasPrevistasMaxima: L.decimal(),
  necessitaLeito: L.flag(),
  SLA: L.decimal(),
  perspectivaValidacaoDosDias: L.id(),
  aprovacaoAutomatica: L.flag(),
});
export type ModeloPedido = z.output<typeof modeloPedidoSchema>;
