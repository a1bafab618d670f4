import { http, HttpResponse, type HttpHandler } from 'msw';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { route } from '../http-helpers';
import { documentHtml, notFoundHtml, type PrintableDocument } from './document-html';
import { dadosImpressaoDe, itensSection, pacienteSection, pedidoSection } from './pedido-sections';

const SIM_NAO: Record<string, string> = { S: 'Sim', N: 'Não', SI: 'Sem Informações' };
const MEDICO = 'Médico solicitante (assinatura e carimbo)';

function html(body: string, status = 200): Response {
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function page(doc: PrintableDocument): Response {
  return html(documentHtml(doc, formatDateTimeBR(new Date())));
}

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
  http.get(route(`/${path}/:id`), ({ params }) => {
    const pedido = db.pedidos.find((p) => p.id === Number(params.id));
    if (!pedido) return html(notFoundHtml('Pedido não encontrado'), 404);
    return page({ ...build(pedido), codigo: pedido.codigo });
  }),
);

export const documentosHandlers: HttpHandler[] = [
  ...pedidoHandlers,
  http.get(route('/resumoDemanda/:id'), ({ params }) => {
    const demanda = db.demandas.find((d) => d.id === Number(params.id));
    if (!demanda) return html(notFoundHtml('Demanda não encontrada'), 404);
    const proc = cat.procedimentos.find((x) => x.id === demanda.procedimentoPrincipal);
    return page({
      title: 'Resumo da Demanda',
      codigo: demanda.codigo,
      sections: [
        {
          title: 'Demanda',
          fields: [
            ['Procedimento', proc?.descricao],
            ['Equipe', cat.equipes.find((e) => e.id === demanda.equipe)?.descricao],
            ['Data de inclusão', formatDateBR(demanda.dataInclusao)],
          ],
        },
      ],
      signatures: [MEDICO],
    });
  }),
  http.get(route('/impressoMateriais/:data/:areaTecnicaId/:centros'), ({ params }) =>
    page({
      title: 'Impresso de Materiais',
      sections: [
        {
          title: 'Filtro',
          fields: [
            ['Data', String(params.data)],
            ['Área técnica', cat.areasTecnicas.find((a) => a.id === Number(params.areaTecnicaId))?.descricao],
            ['Centros cirúrgicos', String(params.centros)],
          ],
        },
      ],
      signatures: ['Responsável pela área técnica'],
    }),
  ),
  http.get(route('/impressoAnestesia/:data/:centros'), ({ params }) =>
    page({
      title: 'Impresso de Anestesia',
      sections: [
        {
          title: 'Filtro',
          fields: [
            ['Data', String(params.data)],
            ['Centros cirúrgicos', String(params.centros)],
          ],
        },
      ],
      signatures: ['Anestesiologista responsável'],
    }),
  ),
];
