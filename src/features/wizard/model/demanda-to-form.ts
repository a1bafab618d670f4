import type { DemandaRegistro } from '@/api/demandas/demanda-registro';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import type { WizardSeed } from '../draft/draft-storage';
import { toDemandaPayload } from './demanda-payload';
import { ITEM_GROUPS, type WizardForm, type WizardItens } from './form';
import { itensDosGrupos, pedidoToForm, type ItensPorGrupo } from './pedido-to-form';

// A saved demand read back into the demand wizard's form, for the manager who corrects it from the Demandas table.
// The demand's fields have the request's names and nesting (§3 'Demand'), so the request's reading (pedido-to-form)
// fills the form; what a demand has not (character, plan) takes the demand wizard's defaults.

/** The manager's run on a saved demand, as the draft's seed keeps it. */
export type DemandaLida = NonNullable<WizardSeed['demandaLida']>;

/** The ids of the items already stored on the demand, group by group. */
export type ItemSalvo = DemandaLida['itensSalvos'][number];

interface DemandaExistente {
  form: WizardForm;
  demandaLida: DemandaLida;
}

/** The demand wizard's defaults (caraterPadraoDemanda, convenioPadrao) for what the record leaves empty. */
interface DemandaDefaults {
  carater: number | null;
  convenio: number | null;
}

/** Shown instead of the wizard when a demand's patient or procedure cannot be read (docs/decisions.md 'demandas'). */
export const DEMANDA_ILEGIVEL =
  'Não foi possível ler o paciente e o procedimento desta demanda: ela não pode ser corrigida aqui.';

/** Whether the record is readable enough to correct: its patient and its main procedure. */
export const demandaCorrigivel = (r: DemandaRegistro): boolean =>
  (r.paciente?.id ?? r.paciente?.idLegado ?? null) !== null && r.procedimentoPrincipal?.id != null;

const salvosDe = (itens: WizardItens): ItemSalvo[] =>
  ITEM_GROUPS.flatMap((grupo) => itens[grupo].map((i) => ({ grupo, item: i.id })));

const vazio = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

/** Whether the record carried each §3 'Demand' field the payload writes (a list read empty counts as not read). */
function lidos(r: DemandaRegistro): Record<string, boolean> {
  return {
    atendimento: r.atendimento?.id != null,
    paciente: (r.paciente?.id ?? r.paciente?.idLegado ?? null) !== null,
    dataHoraSugerida: r.dataHoraSugerida !== null,
    profissionalResponsavel: r.profissionalResponsavel?.id != null,
    centroCirurgico: r.centroCirurgico?.id != null,
    lateralidade: r.lateralidade !== null,
    indicacaoClinica: r.indicacaoClinica !== null,
    cidPrincipal: r.cidPrincipal?.id != null,
    cidSecundario: r.cidSecundario.length > 0,
    internacao: r.internacao?.id != null,
    procedimentoPrincipal: r.procedimentoPrincipal?.id != null,
    quantidadeProcedimentoPrincipal: r.quantidadeProcedimentoPrincipal !== null,
    procedimentoSecundario: r.procedimentoSecundario.length > 0,
    duracaoEstimada: r.duracaoEstimada !== null,
    codigoLeitoInternacao: r.codigoLeitoInternacao !== null,
    eOncologica: r.eOncologica !== null,
  };
}

/**
 * The form of a saved demand and what its correction keeps as it was (requester, team, status, stored items, and the
 * form's value of each field the record did not carry, so that an untouched one is never written). A missing field
 * leaves its form field empty.
 */
export function demandaToForm(
  r: DemandaRegistro,
  grupos: ItensPorGrupo,
  demanda: { id: number; codigo: string },
  defaults: DemandaDefaults,
): DemandaExistente {
  const { form } = pedidoToForm({ ...pedidoDetailSchema.parse({}), ...r }, grupos, null);
  const completo: WizardForm = {
    ...form,
    carater: form.carater ?? defaults.carater,
    paciente: { ...form.paciente, convenio: form.paciente.convenio ?? defaults.convenio },
  };
  const requisitante = { profissional: r.profissionalInclusao?.id ?? null, equipe: r.equipeRequisitante?.id ?? null };
  const payload = toDemandaPayload(completo, {
    demandaId: demanda.id,
    profissionalInclusao: requisitante.profissional,
    equipeRequisitante: requisitante.equipe,
    statusInicialDemanda: null,
  });
  const lido = lidos(r);
  const naoLidos = Object.fromEntries(
    Object.entries(lido)
      .filter(([, sim]) => !sim)
      .map(([campo]) => [campo, payload[campo] ?? null]),
  );
  return {
    form: completo,
    demandaLida: {
      ...demanda,
      itensSalvos: salvosDe(completo.itens),
      requisitante,
      status: r.status?.id ?? null,
      naoLidos,
    },
  };
}

/**
 * A correction's payload without what the record did not carry and the manager left as it opened (a write sends only
 * what was read or typed, never a blank in place of a value it could not read), nor an empty value nobody read.
 */
export function payloadCorrecao(
  payload: Record<string, unknown>,
  naoLidos: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const mesmo = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(
    Object.entries(payload).filter(([campo, valor]) => {
      if (naoLidos && campo in naoLidos) return !mesmo(valor, naoLidos[campo]) && !vazio(valor);
      return !vazio(valor) || !(campo in ESCRITOS_SEM_LEITURA);
    }),
  );
}

// Always null in a demand's write and never read: a correction leaves them out; the requester and team when unread.
const ESCRITOS_SEM_LEITURA = { motivoRejeicao: true, ano0: true, profissionalInclusao: true, equipeRequisitante: true };

/** Whether an item of a group is already stored on the demand (it cannot be removed: no call deletes it). */
export const itemSalvo = (salvos: readonly ItemSalvo[] | undefined, grupo: string, item: number): boolean =>
  (salvos ?? []).some((s) => s.grupo === grupo && s.item === item);

/** The items a demand holds now (its groups read afresh), as the ids a submission does not post again. */
export const itensSalvosDe = (grupos: ItensPorGrupo): ItemSalvo[] => salvosDe(itensDosGrupos(grupos));

/** The form's items without those already stored on the demand: what a correction posts. */
export function itensNaoSalvos(itens: WizardItens, salvos: readonly ItemSalvo[]): WizardItens {
  const out = { ...itens };
  for (const grupo of ITEM_GROUPS) out[grupo] = itens[grupo].filter((i) => !itemSalvo(salvos, grupo, i.id));
  return out;
}
