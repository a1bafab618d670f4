import { orNaoInformado } from '@/components/data/nao-informado';
import { formatPhoneDisplay } from '@/lib/br/phone-display';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { WizardForm } from '../../model/form';
import { formatDecimal } from '@/lib/intl/decimal';

// The summary of step 4 (wizards-and-management.md §2 'Step 4: Resumo') as cards of labelled values, built from the
// form with every id resolved to its name; 'Não informado' for anything missing.

interface ResumoCard {
  titulo: string;
  campos: { rotulo: string; valor: string }[];
}

type Nomes = ReadonlyMap<number, string>;

/** The catalogue names the summary shows, by id. */
export interface ResumoNomes {
  responsaveis: Nomes;
  convenios: Nomes;
  caracteres: Nomes;
  modalidades: Nomes;
  centros: Nomes;
  salas: Nomes;
  prioridades: Nomes;
  procedimentos: Nomes;
  cids: Nomes;
  areas: Nomes;
  tiposAnestesia: Nomes;
  motivos: Nomes;
  acomodacoes: Nomes;
}

interface Solicitante {
  nome: string | null;
  crm?: string | null;
  equipe?: string | null;
}

/** The Solicitante card of a request read back: its requester, CRM and team as read ('Não informado' if not). */
export function solicitanteDoPedido(
  r: { nome?: string | null; crm?: string | null; equipeNome?: string | null } | undefined,
): Solicitante {
  return { nome: r?.nome ?? null, crm: r?.crm ?? null, equipe: r?.equipeNome ?? null };
}

const LATERALIDADE: Record<string, string> = { D: 'Direita', E: 'Esquerda', N: 'Não se aplica' };
const ONCOLOGICA: Record<string, string> = { '1': 'Sim', '2': 'Não' };
const simNao = (v: boolean) => (v ? 'Sim' : 'Não');
// A number is read in pt-BR ('68,5'), as every decimal the user reads (src/lib/intl/decimal.ts).
const campo = (rotulo: string, valor: string | number | null | undefined) => ({
  rotulo,
  valor: orNaoInformado(typeof valor === 'number' ? formatDecimal(valor) : valor),
});
const nome = (nomes: Nomes, id: number | null | undefined) =>
  id === null || id === undefined ? null : (nomes.get(id) ?? null);
const sexo = (s: string) => (s === 'M' ? 'Masculino' : 'Feminino');

const secundariosDe = (v: WizardForm, n: ResumoNomes) =>
  v.secundarios
    .map((s) => (n.procedimentos.has(s.id) ? `${n.procedimentos.get(s.id)} (${s.quantidade})` : null))
    .filter(Boolean)
    .join('; ');

const cidsDe = (v: WizardForm, n: ResumoNomes) =>
  v.cidsSecundarios
    .map((id) => n.cids.get(id))
    .filter(Boolean)
    .join('; ');

/** The fields of Dados Solicitação that a demand keeps too (§3 'Demand'). */
function camposDaDemanda(v: WizardForm, n: ResumoNomes) {
  const principal = nome(n.procedimentos, v.procedimentoPrincipal);
  return {
    centro: campo('Centro cirúrgico', nome(n.centros, v.centro)),
    lateralidade: campo('Lateralidade', v.lateralidade ? LATERALIDADE[v.lateralidade] : null),
    principal: campo('Procedimento principal', principal ? `${principal} (${v.quantidadePrincipal})` : null),
    secundarios: campo('Procedimentos secundários', secundariosDe(v, n)),
    duracao: campo('Duração estimada (min)', v.duracaoEstimada),
    diarias: campo('Diárias previstas', v.diariasPrevistas),
    cid: campo('CID principal', nome(n.cids, v.cidPrincipal)),
    cids: campo('CIDs secundários', cidsDe(v, n)),
    oncologica: campo('Cirurgia oncológica', v.oncologica ? ONCOLOGICA[v.oncologica] : null),
    indicacao: campo('Indicação cirúrgica', v.indicacao),
  };
}

function dadosSolicitacao(v: WizardForm, n: ResumoNomes): ResumoCard {
  const d = camposDaDemanda(v, n);
  return {
    titulo: 'Dados Solicitação',
    campos: [
      campo('Caráter', nome(n.caracteres, v.carater)),
      campo('Modalidade', nome(n.modalidades, v.modalidade)),
      d.centro,
      d.lateralidade,
      campo('Prioridade', nome(n.prioridades, v.prioridade)),
      d.principal,
      d.secundarios,
      d.duracao,
      d.diarias,
      d.cid,
      d.cids,
      d.oncologica,
      d.indicacao,
      campo('Principais sinais e sintomas', v.sinais),
      campo('Principais resultados de provas diagnósticas', v.resultados),
      campo('Recursos necessários ao atendimento', v.recursos),
      campo('História clínica', v.historia),
      campo('Área médica', nome(n.areas, v.areaMedica)),
    ],
  };
}

function paciente(v: WizardForm, n: ResumoNomes): ResumoCard {
  const p = v.paciente;
  return {
    titulo: 'Paciente',
    campos: [
      campo('Nome', p.nome),
      campo('Prontuário', p.numeroProntuario),
      campo('Data de nascimento', formatDateBR(p.dataNascimento)),
      campo('Sexo', p.sexo ? sexo(p.sexo) : null),
      campo('Telefone', formatPhoneDisplay(p.telefone)),
      campo('Celular', formatPhoneDisplay(p.celular)),
      campo('E-mail', p.email),
      campo('Peso (kg)', formatDecimal(p.peso)),
      campo('Convênio', nome(n.convenios, p.convenio)),
    ],
  };
}

function atendimento(v: WizardForm): ResumoCard {
  return {
    titulo: 'Atendimento',
    campos: [
      campo('Data do atendimento', formatDateTimeBR(v.atendimento?.data)),
      campo('Nº FAA', v.atendimento?.faa),
      campo('Caráter do atendimento', v.atendimento?.carater),
      campo('Nº da internação', v.internacao?.numero),
      campo('Data da internação atual', formatDateTimeBR(v.internacao?.data)),
    ],
  };
}

/**
 * The demand's summary (§2 'Step 4': patient, encounter, request data; the surgery items have their own card): the
 * request data a demand keeps (§3 'Demand'), its responsible professional among them.
 */
export function resumoDemandaCards(v: WizardForm, n: ResumoNomes): ResumoCard[] {
  const d = camposDaDemanda(v, n);
  return [
    paciente(v, n),
    atendimento(v),
    {
      titulo: 'Dados Solicitação',
      campos: [campo('Responsável', nome(n.responsaveis, v.responsavel)), ...Object.values(d)],
    },
  ];
}

/** The cards Solicitante … Data da Cirurgia e Internação (the items have their own card). */
export function resumoCards(v: WizardForm, n: ResumoNomes, solicitante: Solicitante): ResumoCard[] {
  const sala = v.agendamento?.sala ?? v.sala;
  return [
    {
      titulo: 'Solicitante',
      campos: [
        campo('Requisitante', solicitante.nome),
        campo('CRM do requisitante', solicitante.crm),
        campo('Equipe', solicitante.equipe),
        campo('Responsável', nome(n.responsaveis, v.responsavel)),
      ],
    },
    paciente(v, n),
    atendimento(v),
    dadosSolicitacao(v, n),
    {
      titulo: 'Anestesia',
      campos: [
        campo('Tipo de anestesia', nome(n.tiposAnestesia, v.tipoAnestesia)),
        campo('Necessita de avaliação anestésica', simNao(v.avaliacaoAnestesica)),
        campo('Motivo da avaliação', v.motivoAvaliacao),
      ],
    },
    {
      titulo: 'Data da Cirurgia e Internação',
      campos: [
        campo('Data sugerida da cirurgia', formatDateTimeBR(v.dataHoraSugerida)),
        campo('Sala cirúrgica', nome(n.salas, sala)),
        campo('Data da internação', formatDateTimeBR(v.dataInternacao)),
        campo('Motivo de antecipação da internação', nome(n.motivos, v.motivoAntecipacao)),
        campo('Acomodação', nome(n.acomodacoes, v.acomodacao)),
        campo('Leito UTI', simNao(v.leitoUTI)),
      ],
    },
  ];
}
