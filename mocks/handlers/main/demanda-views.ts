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
export const anotacaoDemandaPendente = (id: number): 0 | 1 =>
  db.anotacoesDemanda.some((a) => a.demanda === id && a.pendente) ? 1 : 0;

/** A row of Minhas Demandas and of the managers' Demandas table. */
export function demandaRow(d: MockDemandaCompleta) {
  const procedimento = byId(cat.procedimentos, d.procedimentoPrincipal);
  return {
    id: d.id,
    codigo: d.codigo,
    paciente: d.pacienteNome,
    idLegadoPaciente: d.seqPaciente,
    procedimento: procedimento?.descricao ?? null,
    codigoProcedimento: procedimento?.codigo ?? null,
    dataInclusao: d.dataInclusao,
    dataCirurgia: d.dataHoraSugerida,
    equipeRequisitante: byId(cat.equipes, d.equipe)?.descricao ?? null,
    equipeRequisitanteId: d.equipe,
    requisitante: byId(cat.profissionais, d.profissionalInclusao)?.nome ?? null,
    centroCirurgico: d.centroCirurgico,
    eOncologica: d.eOncologica,
    status: situacaoTexto(d),
    anotacaoPendente: anotacaoDemandaPendente(d.id),
    // The whole demand, for the managers' wizard (docs/decisions.md 'demandas').
    demanda: demandaRegistro(d, { id: situacaoStatus(situacaoOf(d)), descricao: situacaoTexto(d) }),
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
