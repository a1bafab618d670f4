import type { PedidoDetail } from '@/api/pedidos/get-pedido';
import { orNaoInformado } from '@/components/data/nao-informado';
import { formatPhoneDisplay } from '@/lib/br/phone-display';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { ResumoSection } from '@/components/resumo/resumo-card';
import { formatDecimal } from '@/lib/intl/decimal';

const LATERALIDADE: Record<string, string> = { D: 'Direita', E: 'Esquerda', N: 'Não se aplica' };
const SIM_NAO = { true: 'Sim', false: 'Não' } as const;
const simNao = (v: boolean | null | undefined) => (v === null || v === undefined ? null : SIM_NAO[`${v}`]);
const SEXO = (codigo: string) => (codigo === 'M' ? 'Masculino' : 'Feminino');
// A number is read in pt-BR ('68,5'), as every decimal the user reads (src/lib/intl/decimal.ts).
const campo = (rotulo: string, valor: string | number | null | undefined) => ({
  rotulo,
  valor: orNaoInformado(typeof valor === 'number' ? formatDecimal(valor) : valor),
});
const cid = (c: { codigo: string | null; descricao: string | null } | null | undefined) =>
  c ? [c.codigo, c.descricao].filter(Boolean).join(' - ') || null : null;
const telefoneText = formatPhoneDisplay;
const procedimentoText = (p: { codigo: string | null; descricao: string | null }, quantidade: number | null) =>
  `${[p.codigo, p.descricao].filter(Boolean).join(' - ')} (${quantidade ?? 1})`;

/** The read-only summary of a request as sections of labelled values ('Não informado' when missing). */
export function resumoSections(p: PedidoDetail): ResumoSection[] {
  // Sex is M or F (spec §3): M is male, any other value female.
  const sexo = p.paciente?.sexo ? SEXO(p.paciente.sexo) : null;
  const secundarios = (p.procedimentoSecundario ?? [])
    .map((s) => (s.procedimento ? procedimentoText(s.procedimento, s.quantidade) : null))
    .filter(Boolean)
    .join('; ');
  // A rejected request tells its requester why (docs/decisions.md 'Rejection reason in the log').
  const rejeicao: ResumoSection[] = p.motivoRejeicao?.trim()
    ? [{ titulo: 'Rejeição', campos: [campo('Motivo da rejeição', p.motivoRejeicao)] }]
    : [];
  return [
    ...rejeicao,
    {
      titulo: 'Solicitante',
      campos: [
        campo('Requisitante', p.profissionalRequisitante?.nome),
        campo('CRM do requisitante', p.profissionalRequisitante?.crm),
        campo('Equipe', p.profissionalRequisitante?.equipe),
        campo(
          'Responsável',
          p.profissionalResponsavel
            ? [p.profissionalResponsavel.crm, p.profissionalResponsavel.nome].filter(Boolean).join(' - ')
            : null,
        ),
      ],
    },
    {
      titulo: 'Paciente',
      campos: [
        campo('Nome', p.paciente?.nome),
        campo('Prontuário', p.paciente?.numeroProntuario),
        campo('Data de nascimento', formatDateBR(p.paciente?.dataNascimento)),
        campo('Sexo', sexo),
        campo('Telefone', telefoneText(p.paciente?.telefone)),
        campo('Celular', telefoneText(p.paciente?.celular)),
      ],
    },
    {
      titulo: 'Atendimento',
      campos: [
        campo('Data do atendimento', formatDateTimeBR(p.atendimento?.dataAtendimento)),
        campo('Nº FAA', p.atendimento?.numeroFAA),
        campo('Peso (kg)', formatDecimal(p.atendimento?.peso)),
        campo('Convênio', p.atendimento?.convenioFull?.descricao),
      ],
    },
    {
      titulo: 'Dados Solicitação',
      campos: [
        campo('Caráter', p.caraterAtendimento?.descricao),
        campo('Modalidade', p.modalidadeAtendimento?.descricao),
        campo('Centro cirúrgico', p.centroCirurgico?.departamento),
        campo('Lateralidade', p.lateralidade ? LATERALIDADE[p.lateralidade] : null),
        campo('Prioridade', p.prioridadeCirurgia?.descricao),
        campo(
          'Procedimento principal',
          p.procedimentoPrincipal ? procedimentoText(p.procedimentoPrincipal, p.quantidadeProcedimentoPrincipal) : null,
        ),
        campo('Procedimentos secundários', secundarios),
        campo('Duração estimada (min)', p.duracaoEstimada),
        campo('CID principal', cid(p.cidPrincipal)),
        campo('CIDs secundários', (p.cidSecundario ?? []).map(cid).join('; ')),
        campo('Cirurgia oncológica', simNao(p.eOncologica)),
        campo('Indicação cirúrgica', p.indicacaoClinica),
        campo('Principais sinais e sintomas', p.principaisSinaisSintomas),
        campo('Principais resultados de provas diagnósticas', p.principaisResultadosProvasDiagnosticas),
        campo('Recursos necessários ao atendimento', p.recursosNecessariosAtendimentoPaciente),
        campo('História clínica', p.historiaClinica),
        campo('Área médica', p.areaMedica?.descricao),
      ],
    },
    {
      titulo: 'Anestesia',
      campos: [
        campo('Tipo de anestesia', p.tipoAnestesia?.descricao),
        campo('Necessita de avaliação anestésica', simNao(p.necessariaAvaliacaoAnestesica)),
        campo('Motivo da avaliação', p.motivoAvaliacaoAnestesica),
      ],
    },
    {
      titulo: 'Data da Cirurgia e Internação',
      campos: [
        campo('Data sugerida da cirurgia', formatDateTimeBR(p.dataHoraSugerida)),
        campo('Data da internação', formatDateTimeBR(p.dataInternacao ?? p.internacao?.dataInternacao)),
        campo('Motivo de antecipação da internação', p.motivoAntecipacaoInternacao?.descricao),
        campo('Acomodação', p.internacao?.tipoAcomodacaoFull?.descricao),
        campo('Diárias previstas', p.internacao?.diariasPrevistas),
        campo('Leito UTI', simNao(p.internacao?.leitoUTI)),
        campo('Nº da internação', p.internacao?.numeroInternacao),
      ],
    },
  ];
}
