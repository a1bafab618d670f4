import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { MockDemandaCompleta } from '../../db/demandas-tables';
import { demandaRegistro } from '../main/demanda-registro';
import { demandaItems, type DEMANDA_ITEM_GROUPS } from '../main/demanda-views';
import { MEDICO, type DocumentSection, type PrintableDocument } from './document-html';

const LATERALIDADE = { D: 'Direita', E: 'Esquerda', N: 'Não se aplica' } as const;
const SEXO = { M: 'Masculino', F: 'Feminino' } as const;
const ONCOLOGICA = { 1: 'Sim', 2: 'Não' } as const;
const GRUPOS: readonly (readonly [keyof typeof DEMANDA_ITEM_GROUPS, string])[] = [
  ['CaixaOPME', 'Caixas OPME'],
  ['MaterialConsumivel', 'Material Consumível'],
  ['CaixaCirurgica', 'Caixa Cirúrgica'],
  ['Hemoderivados', 'Hemocomponentes'],
  ['Equipamento', 'Equipamentos'],
];

function itensSection(d: MockDemandaCompleta): DocumentSection {
  const fields = GRUPOS.flatMap(([grupo, titulo]) =>
    demandaItems(d, grupo).map((i) => [`${titulo}: ${i.descricao}`, i.quantidade] as const),
  );
  return { title: 'Itens da cirurgia', fields, text: fields.length ? undefined : 'Nenhum item.' };
}

/**
 * GET /resumoDemanda/{id}: the demand's printable summary (§2 'Step 4': patient, encounter, request data, surgery
 * items), numbered as a demand.
 */
export function resumoDemandaDocumento(d: MockDemandaCompleta): PrintableDocument {
  const r = demandaRegistro(d, { id: null, descricao: '' });
  const cid = r.cidPrincipal;
  return {
    title: 'Resumo da Demanda',
    codigo: d.codigo,
    registro: 'Demanda',
    sections: [
      {
        title: 'Paciente',
        fields: [
          ['Nome', r.paciente.nome],
          ['Prontuário', r.paciente.numeroProntuario],
          ['Data de nascimento', formatDateBR(r.paciente.dataNascimento)],
          ['Sexo', r.paciente.sexo === 'M' || r.paciente.sexo === 'F' ? SEXO[r.paciente.sexo] : null],
        ],
      },
      {
        title: 'Atendimento',
        fields: [
          ['Data do atendimento', formatDateTimeBR(r.atendimento?.dataAtendimento ?? null)],
          ['Nº FAA', r.atendimento?.numeroFAA],
        ],
      },
      {
        title: 'Dados da Solicitação',
        fields: [
          [
            'Procedimento',
            r.procedimentoPrincipal ? `${r.procedimentoPrincipal.codigo} — ${r.procedimentoPrincipal.descricao}` : null,
          ],
          ['CID principal', cid ? `${cid.codigo} — ${cid.descricao}` : null],
          ['Responsável', r.profissionalResponsavel?.nome],
          ['Equipe', r.equipeRequisitante?.descricao],
          ['Centro cirúrgico', r.centroCirurgico?.departamento],
          ['Lateralidade', r.lateralidade ? LATERALIDADE[r.lateralidade] : null],
          ['Duração estimada (min)', r.duracaoEstimada],
          ['Cirurgia oncológica', r.eOncologica === null ? null : ONCOLOGICA[r.eOncologica]],
          ['Data de inclusão', formatDateBR(d.dataInclusao)],
        ],
        text: r.indicacaoClinica,
      },
      itensSection(d),
    ],
    signatures: [MEDICO],
  };
}
