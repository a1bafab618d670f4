// The report links of GET /api/listarRelatorios (wizards-and-management.md §7 'Login, reports, password': 'GET of
// the report link downloads the report'), served by the systems API as attachments with their file name.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../../db/db';
import { mensagem, requireAnyFlag, route } from '../http-helpers';
import { contar, nomeEquipe } from '../main/dashboard-views';

const PDF = '%PDF-1.4\n% relatório de exemplo do back-end simulado\n%%EOF\n';

function csvDemandasPorEquipe(): string {
  const linhas = contar(db.dashboard.demandas, (d) => nomeEquipe(d.equipe)).map(([e, n]) => `"${e}";${n}`);
  return ['"Equipe";"Demandas"', ...linhas].join('\r\n');
}

export const relatoriosDownloadHandlers: HttpHandler[] = [
  http.get(route('systems', '/relatorios/:nome'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoRelatorios');
    const relatorio = db.relatorios.find((r) => r.link === `/relatorios/${String(params.nome)}`);
    if (!relatorio) return mensagem(404, 'Relatório não encontrado.');
    const csv = relatorio.arquivo.endsWith('.csv');
    return new HttpResponse(csv ? `\uFEFF${csvDemandasPorEquipe()}` : PDF, {
      headers: {
        'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/pdf',
        'Content-Disposition': `attachment; filename="${relatorio.arquivo}"`,
      },
    });
  }),
];
