import { cat, db } from '../../db/db';
import type { MockDemandaCompleta, SituacaoDemanda } from '../../db/demandas-tables';
import { demandaRegistro } from './demanda-registro';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

/** A demand's state: a finalised transformation (PUT /api/finalizarTransformacaoDemanda) turns it into 'convertida'. */
export function situacaoOf(d: MockDemandaCompleta): SituacaoDemanda {
  if (d.situacao === 'cancelada') return 'cancelada';
  return db.demandasFinalizadas.some((f) => f.idDemanda === d.id) ? 'convertida' : d.situacao;
}

const SITUACAO_TEXTO: Record<SituacaoDemanda, string> = {
  aberta: 'ABERTA',
  convertida: 'CONVERTIDA EM PEDIDO',
  cancelada: 'CANCELADA',
};

/** The status id of each state: an open demand keeps statusInicialDemanda; the other two ids are the mock's own. */
const situacaoStatus = (situacao: SituacaoDemanda): number =>
  situacao === 'aberta' ? (db.configuracoes.statusInicialDemanda ?? 20) : { convertida: 21, cancelada: 22 }[situacao];

/** A demand's state as the lists show it ('ABERTA', 'CONVERTIDA EM PEDIDO', 'CANCELADA'). */
export const situacaoTexto = (d: MockDemandaCompleta): string => SITUACAO_TEXTO[situacaoOf(d)];

/** Whether a note the requester has not read is on the demand. */
const anotacaoDemandaPendente = (id: number): 0 | 1 =>
  db.anotacoesDemanda.some((a) => a.demanda === id && a.pendente) ? 1 : 0;

/**
 * A row of Minhas Demandas and of the managers' Demandas table: the demand's §3 'Demand' fields under their documented
 * names (nested as the request detail nests them, docs/decisions.md 'demandas'), with its inclusion date and notes flag.
 */
export function demandaRow(d: MockDemandaCompleta) {
  return {
    ...demandaRegistro(d, { id: situacaoStatus(situacaoOf(d)), descricao: situacaoTexto(d) }),
    dataInclusao: d.dataInclusao,
    anotacaoPendente: anotacaoDemandaPendente(d.id),
  };
}

export const DEMANDA_ITEM_GROUPS = {
  CaixaOPME: cat.itensCaixaOPME,
  MaterialConsumivel: cat.itensMaterial,
  CaixaCirurgica: cat.itensCaixaCirurgica,
  Hemoderivados: cat.itensHemoderivados,
  Equipamento: cat.itensEquipamento,
} as const;

/** The demand's items of one group, each with its catalogue data. */
export function demandaItems(d: MockDemandaCompleta, group: keyof typeof DEMANDA_ITEM_GROUPS) {
  const catalogue: readonly { id: number; codigo: string; descricao: string }[] = DEMANDA_ITEM_GROUPS[group];
  return d.itens.flatMap((i) => {
    const item = catalogue.find((c) => c.id === i.item);
    if (!item) return [];
    return [
      {
        id: i.id,
        item: item.id,
        codigo: item.codigo,
        descricao: item.descricao,
        quantidade: i.quantidade,
        itemEventual: i.itemEventual,
        justificativaEventual: i.justificativaEventual,
        unidadeMedida: byId(cat.unidadesMedida, i.unidadeMedida) ?? null,
      },
    ];
  });
}
