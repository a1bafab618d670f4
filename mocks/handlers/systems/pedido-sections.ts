import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import type { DocumentSection } from './document-html';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  list.find((x) => x.id === id);

const SEXO = { M: 'Masculino', F: 'Feminino' } as const;

const nomeDe = (id: number | null) => byId(cat.profissionais, id);

/** The patient block every request document starts with. */
export function pacienteSection(p: MockPedido): DocumentSection {
  const pac = p.paciente;
  return {
    title: 'Paciente',
    fields: [
      ['Nome', pac?.nome],
      ['Prontuário', pac?.numeroProntuario],
      ['Data de nascimento', formatDateBR(pac?.dataNascimento ?? null)],
      ['Sexo', pac?.sexo ? SEXO[pac.sexo] : null],
    ],
  };
}

/** The request block: procedure, diagnosis, requester, surgery date and centre. */
export function pedidoSection(p: MockPedido): DocumentSection {
  const proc = byId(cat.procedimentos, p.procedimentoPrincipal);
  const cid = byId(cat.cids, p.cidPrincipal);
  return {
    title: 'Pedido',
    fields: [
      ['Procedimento', proc ? `${proc.codigo} — ${proc.descricao}` : null],
      ['CID principal', cid ? `${cid.codigo} — ${cid.descricao}` : null],
      ['Caráter', byId(cat.caracteres, p.caraterAtendimento)?.descricao],
      ['Solicitante', nomeDe(p.profissionalRequisitante)?.nome],
      ['Equipe', byId(cat.equipes, p.equipeRequisitante)?.descricao],
      ['Centro cirúrgico', byId(cat.centros, p.centroCirurgico)?.departamento],
      ['Data da cirurgia', formatDateTimeBR(p.dataCirurgia ?? p.dataHoraSugerida)],
      ['Anestesia', byId(cat.tiposAnestesia, p.tipoAnestesia)?.descricao],
    ],
  };
}

/** The request's items of one catalogue group, as 'quantity × description'. */
export function itensSection(title: string, p: MockPedido, group: readonly { id: number; descricao: string }[]) {
  const itens = p.itens.filter((i) => group.some((g) => g.id === i.item));
  return {
    title,
    fields: itens.map((i) => [byId(group, i.item)?.descricao ?? String(i.item), `${i.quantidade}`] as const),
    text: itens.length ? undefined : 'Nenhum item.',
  };
}

export const dadosImpressaoDe = (id: number) => db.dadosImpressao.get(id);
