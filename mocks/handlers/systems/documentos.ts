import { http, type HttpHandler } from 'msw';
import { formatDateTimeBR } from '@/lib/dates/format';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { route } from '../http-helpers';
import { html, MEDICO, notFoundHtml, page, type PrintableDocument } from './document-html';
import { relatorioHandlers } from './documentos-relatorios';
import { dadosImpressaoDe, itensSection, pacienteSection, pedidoSection } from './pedido-sections';

const SIM_NAO: Record<string, string> = { S: 'Sim', N: 'Não', SI: 'Sem Informações' };

type Builder = (p: MockPedido) => Omit<PrintableDocument, 'codigo'>;

const aviso: Builder = (p) => ({
  title: 'Aviso de Cirurgia',
  sections: [
    pacienteSection(p),
    pedidoSection(p),
    { title: 'Observações', fields: [], text: dadosImpressaoDe(p.id)?.observacoesAvisoCirurgia },
  ],
  signatures: [MEDICO, 'Centro cirúrgico'],
});

const hemoterapicos: Builder = (p) => {
  const rph = dadosImpressaoDe(p.id)?.rph ?? {};
  const tipo = cat.tiposTransfusao.find((t) => String(t.id) === rph.idTipoTransfusao)?.descricao;
  return {
    title: 'Requisição de Produtos Hemoterápicos',
    sections: [
      pacienteSection(p),
      pedidoSection(p),
      itensSection('Hemocomponentes', p, cat.itensHemoderivados),
      {
        title: 'Dados clínicos',
        fields: [
          ['Hb', rph.valorHB],
          ['Ht', rph.valorHT],
          ['Plaquetas', rph.valorPlaquetas],
          ['INR', rph.valorINR],
          ['Fibrinogênio', rph.valorFibrinogenio],
          ['Gestações anteriores', SIM_NAO[rph.antecedenteGestacao ?? '']],
          ['Transfusões anteriores', SIM_NAO[rph.antecedenteTransfusao ?? '']],
          ['Quando', rph.antecedenteTransfusaoQuando],
          ['Reação', rph.antecedenteTransfusaoReacao],
          ['Tipo de reação', rph.antecedenteTransfusaoTipoReacao],
          ['Tipo de transfusão', tipo],
          ['Data programada', rph.transfusaoData ? formatDateTimeBR(rph.transfusaoData) : null],
        ],
        text: rph.indicacaoTransfusao,
      },
    ],
    signatures: [MEDICO, 'Agência transfusional'],
  };
};

const internacao: Builder = (p) => {
  const dados = dadosImpressaoDe(p.id)?.internacao ?? {};
  return {
    title: 'Pedido de Internação',
    sections: [
      pacienteSection(p),
      pedidoSection(p),
      {
        title: 'Dados clínicos',
        fields: [
          ['Principais sinais e sintomas', dados.principaisSinaisSintomas ?? p.principaisSinaisSintomas],
          ['Resultados de provas diagnósticas', dados.principaisResultadosProvasDiagnosticas],
          ['Recursos necessários', dados.recursosNecessariosAtendimentoPaciente],
          ['História clínica', dados.historiaClinica ?? p.historiaClinica],
          ['CRM', dados.crm],
          ['Equipe prestadora', dados.equipePrestadora],
          ['Área médica', cat.areasMedicas.find((a) => String(a.id) === dados.areaMedica)?.descricao],
        ],
      },
    ],
    signatures: [MEDICO, 'Núcleo Interno de Regulação'],
  };
};

const resumo: Builder = (p) => ({
  title: 'Resumo do Pedido',
  sections: [
    pacienteSection(p),
    pedidoSection(p),
    { title: 'Indicação clínica', fields: [], text: p.indicacaoClinica },
    itensSection('Materiais consumíveis', p, cat.itensMaterial),
    itensSection('Caixas OPME', p, cat.itensCaixaOPME),
    itensSection('Hemocomponentes', p, cat.itensHemoderivados),
  ],
  signatures: [MEDICO],
});

const preAnestesia: Builder = (p) => ({
  title: 'Encaminhamento para Avaliação Pré-Anestésica',
  sections: [
    pacienteSection(p),
    pedidoSection(p),
    { title: 'Motivo da avaliação', fields: [], text: p.motivoAvaliacaoAnestesica },
  ],
  signatures: [MEDICO, 'Ambulatório de anestesiologia'],
});

const aih: Builder = (p) => {
  const dados = db.solicitacoesAIH.filter((s) => s.pedidoCirurgia === p.id).at(-1)?.dados ?? {};
  const text = (k: string) => (typeof dados[k] === 'string' || typeof dados[k] === 'number' ? String(dados[k]) : null);
  return {
    title: 'Laudo para Solicitação de Autorização de Internação Hospitalar',
    sections: [
      pacienteSection(p),
      {
        title: 'Justificativa da internação',
        fields: [
          ['Principais sinais e sintomas', text('principaisSinaisSintomas')],
          ['Condições que justificam a internação', text('justificativasInternacao')],
          ['Resultados de provas diagnósticas', text('principaisResultadosProvasDiagnosticas')],
          ['Diagnóstico inicial', text('diagnosticoInicial')],
        ],
      },
      {
        title: 'Procedimento solicitado',
        fields: [
          ['Descrição', text('descricaoProcedimentoSolicitado')],
          ['Código', text('codigoProcedimento')],
          ['Clínica', text('clinica')],
          ['Caráter da internação', text('caraterInternacao')],
          ['Profissional', text('nomeProfissional')],
          ['Documento', `${text('documento') ?? ''} ${text('numeroDocumentoProfissional') ?? ''}`.trim()],
        ],
      },
    ],
    signatures: ['Profissional solicitante', 'Autorizador'],
  };
};

const PEDIDO_DOCUMENTS: Record<string, Builder> = {
  avisoCirurgia: aviso,
  hemoterapicos,
  pedidoInternacao: internacao,
  resumoPedido: resumo,
  encaminhamentoAvaliacaoPreAnestesia: preAnestesia,
  solicitacaoAIH: aih,
  impressoMateriaisEventuais: (p) => ({ ...resumo(p), title: 'Impresso de Materiais Eventuais' }),
};

// Opened in a new window, documents carry no bearer token (a window cannot send one); they are read-only pages.
const pedidoHandlers = Object.entries(PEDIDO_DOCUMENTS).map(([path, build]) =>
  http.get(route('systems', `/${path}/:id`), ({ params }) => {
    const pedido = db.pedidos.find((p) => p.id === Number(params.id));
    if (!pedido) return html(notFoundHtml('Pedido não encontrado'), 404);
    return page({ ...build(pedido), codigo: pedido.codigo });
  }),
);

/** Every document of the systems API (spec/endpoints.tsv, area impressao). */
export const documentosHandlers: HttpHandler[] = [...pedidoHandlers, ...relatorioHandlers];
