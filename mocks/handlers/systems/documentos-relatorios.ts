import { http, type HttpHandler } from 'msw';
import { cat, db } from '../../db/db';
import { route } from '../http-helpers';
import { resumoDemandaDocumento } from './demanda-documento';
import { html, notFoundHtml, page } from './document-html';

/** The systems API's documents that are not of one request: the demand summary and the day's printouts. */
export const relatorioHandlers: HttpHandler[] = [
  http.get(route('systems', '/resumoDemanda/:id'), ({ params }) => {
    const demanda = db.demandas.find((d) => d.id === Number(params.id));
    if (!demanda) return html(notFoundHtml('Demanda não encontrada'), 404);
    return page(resumoDemandaDocumento(demanda));
  }),
  http.get(route('systems', '/impressoMateriais/:data/:areaTecnicaId/:centros'), ({ params }) =>
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
  http.get(route('systems', '/impressoAnestesia/:data/:centros'), ({ params }) =>
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
