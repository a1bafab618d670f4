import { http, type HttpHandler } from 'msw';
import { formatDateBR } from '@/lib/dates/format';
import { cat, db } from '../../db/db';
import { route } from '../http-helpers';
import { html, MEDICO, notFoundHtml, page } from './document-html';

/** The systems API's documents that are not of one request: the demand summary and the day's printouts. */
export const relatorioHandlers: HttpHandler[] = [
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
