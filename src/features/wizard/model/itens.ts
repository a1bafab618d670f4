// Step 3 'Itens' as pure rules (wizards-and-management.md §2 'Step 3: Itens', §3 'Request item', §4 'Submission of a
// request', §5 'Items'; constants.md 'Quantity', 'Item eventual justification', "Exam 'Todos' pseudo-item id").
import { ITEM_GROUPS, type ItemEscolhidoForm, type ItemGroup, type WizardForm, type WizardItens } from './form';
import { unidadePorNumero } from '@/lib/text/por-numero';
import type { Pending } from './pending';

/** An item a submission creates (§3 'Request item'). */
export interface ItemEscolhido {
  item: number;
  quantidade: number;
  unidadeMedida?: number | null;
  itemEventual?: boolean;
  justificativaEventual?: string;
  /** Equipment, exams and boxes go with quantity 1 (§4). */
  quantidadeUm?: boolean;
}

/** At most 4 digits (constants.md). */
export const QUANTIDADE_DIGITOS = 4;
/** The eventual item's justification: at most 200 characters, uppercase (§5 'Items'). */
export const JUSTIFICATIVA_MAX = 200;
/** The exams' pseudo-item 'Todos' that selects every exam (constants.md). */
export const EXAME_TODOS = -1;

export const MSG_ITENS = {
  justificativa: 'Informe a justificativa para o item eventual.',
  /** Not worded by the specification (docs/decisions.md). */
  unidade: 'Informe a unidade de medida.',
} as const;

/** How choosing an entry of a group goes: a quantity dialog (with the unit for blood products) or quantity 1. */
export interface GroupRule {
  titulo: string;
  /** The quantity dialog opens; otherwise the item is added with quantity 1 (sent as 1 anyway, §4). */
  pedeQuantidade: boolean;
  pedeUnidade: boolean;
  /** 'Item Eventual' with its justification (OPME boxes and consumables, §3 'Full request'). */
  eventual: boolean;
  /** Sent with quantity 1 whatever the form says (§4: equipment, exams and surgical boxes). */
  quantidadeUm: boolean;
}

export const GROUP_RULES: Record<ItemGroup, GroupRule> = {
  opme: { titulo: 'Caixas OPME', pedeQuantidade: true, pedeUnidade: false, eventual: true, quantidadeUm: false },
  consumivel: {
    titulo: 'Material Consumível',
    pedeQuantidade: true,
    pedeUnidade: false,
    eventual: true,
    quantidadeUm: false,
  },
  caixaCirurgica: {
    titulo: 'Caixa Cirúrgica',
    pedeQuantidade: false,
    pedeUnidade: false,
    eventual: false,
    quantidadeUm: true,
  },
  hemocomponentes: {
    titulo: 'Hemocomponentes',
    pedeQuantidade: true,
    pedeUnidade: true,
    eventual: false,
    quantidadeUm: false,
  },
  equipamentos: {
    titulo: 'Equipamentos',
    pedeQuantidade: false,
    pedeUnidade: false,
    eventual: false,
    quantidadeUm: true,
  },
  exames: { titulo: 'Exames', pedeQuantidade: false, pedeUnidade: false, eventual: false, quantidadeUm: true },
};

/** A typed quantity as stored: at most 4 digits, and zero, negative or empty becomes 1 (§5 'Items'). */
export function normalizarQuantidade(valor: number | null | undefined): number {
  if (valor === null || valor === undefined || !Number.isFinite(valor) || valor < 1) return 1;
  return Math.min(Math.trunc(valor), 10 ** QUANTIDADE_DIGITOS - 1);
}

/** A newly chosen item of a group. */
export function novoItem(id: number, quantidade = 1, unidadeMedida: number | null = null): ItemEscolhidoForm {
  return {
    id,
    quantidade: normalizarQuantidade(quantidade),
    unidadeMedida,
    itemEventual: false,
    justificativaEventual: '',
  };
}

/** A multi-select change: the chosen items still picked, and the ids newly picked (in the order picked). */
export function escolhaAlterada(
  atuais: readonly ItemEscolhidoForm[],
  ids: readonly number[],
): { mantidos: ItemEscolhidoForm[]; novos: number[] } {
  const picked = ids.filter((id) => id !== EXAME_TODOS);
  const mantidos = atuais.filter((i) => picked.includes(i.id));
  const novos = picked.filter((id) => !atuais.some((i) => i.id === id));
  return { mantidos, novos: [...new Set(novos)] };
}

/** The text of a chosen item: 'DESCRIÇÃO (2)', with the unit for blood products ('… (2 BOLSAS)', the unit agreeing with the quantity). */
export function rotuloItem(
  descricao: string,
  item: ItemEscolhidoForm,
  rule: GroupRule,
  unidade?: string | null,
): string {
  if (!rule.pedeQuantidade) return descricao;
  const quantidade =
    rule.pedeUnidade && unidade
      ? `${item.quantidade} ${unidadePorNumero(unidade, item.quantidade)}`
      : String(item.quantidade);
  return `${descricao} (${quantidade})`;
}

/** Itens' checks (§5 'Items'): an eventual item needs its justification; a blood product needs its unit. */
export function checkItens(v: WizardForm): Pending[] {
  const problems: Pending[] = [];
  for (const group of ['opme', 'consumivel'] as const) {
    v.itens[group].forEach((item, index) => {
      if (item.itemEventual && !item.justificativaEventual.trim())
        problems.push({ field: `itens.${group}.${index}.justificativaEventual`, message: MSG_ITENS.justificativa });
    });
  }
  if (v.itens.hemocomponentes.some((i) => !i.unidadeMedida)) problems.push({ field: null, message: MSG_ITENS.unidade });
  return problems;
}

/** The items a submission creates (§3 'Request item', §4): equipment, exams and surgical boxes with quantity 1. */
export function itensDoFormulario(itens: WizardItens): ItemEscolhido[] {
  return ITEM_GROUPS.flatMap((group) =>
    itens[group].map((i): ItemEscolhido => {
      const rule = GROUP_RULES[group];
      const out: ItemEscolhido = { item: i.id, quantidade: rule.quantidadeUm ? 1 : normalizarQuantidade(i.quantidade) };
      if (rule.quantidadeUm) out.quantidadeUm = true;
      if (rule.pedeUnidade) out.unidadeMedida = i.unidadeMedida;
      if (rule.eventual && i.itemEventual) {
        out.itemEventual = true;
        out.justificativaEventual = i.justificativaEventual.trim().toUpperCase();
      }
      return out;
    }),
  );
}

/** OPME boxes chosen that the urgency catalogue does not offer: removed when the character becomes urgency (§4). */
export function removidosNaUrgencia(opme: readonly ItemEscolhidoForm[], permitidos: readonly { id: number }[]) {
  const ids = new Set(permitidos.map((p) => p.id));
  const removidos = opme.filter((i) => !ids.has(i.id));
  return { removidos, mantidos: opme.filter((i) => ids.has(i.id)) };
}

/** Exams of the encounter (step 0, already matched to catalogue ids) that pre-fill an empty exam group. */
export function examesIniciais(itens: WizardItens, examesEtapa0: readonly number[]): ItemEscolhidoForm[] | null {
  if (itens.exames.length > 0 || examesEtapa0.length === 0) return null;
  return [...new Set(examesEtapa0)].filter((id) => id !== EXAME_TODOS).map((id) => novoItem(id));
}

interface ItensAutomaticosInput {
  /** configuracoes.itemPadraoExigenciaParecerNir. */
  itemNir: number | null;
  acomodacaoExigeNir: boolean;
  codigoLeito: number | null;
  /** The modality blocks the inpatient resource: the default bed (NIR) item is skipped. */
  internacaoBloqueada: boolean;
  tipoPedido: '0' | '1';
  /** configuracoes.itensInclusaoAutomaticaSaudeSuplementar. */
  itensSaudeSuplementar: readonly number[];
}

/** The items added on submit besides the chosen ones (§4), each with quantity 1. */
export function itensAutomaticos(i: ItensAutomaticosInput): ItemEscolhido[] {
  const out: ItemEscolhido[] = [];
  const precisaNir = i.acomodacaoExigeNir || (i.codigoLeito ?? 0) > 0;
  if (i.itemNir !== null && precisaNir && !i.internacaoBloqueada) out.push({ item: i.itemNir, quantidade: 1 });
  if (i.tipoPedido === '1') for (const item of i.itensSaudeSuplementar) out.push({ item, quantidade: 1 });
  return out;
}
