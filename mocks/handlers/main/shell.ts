import { http } from 'msw';
import { db } from '../../db/db';
import { authUser, json, mensagem, readBody, route } from '../http-helpers';
import { pendencias } from './area-tecnica';

export const shellHandlers = [
  http.get(route('main', '/api/configuracoes'), ({ request }) => {
    authUser(request);
    return json(db.configuracoes);
  }),
  http.get(route('main', '/api/configuracoesRecursoSistema'), ({ request }) => {
    authUser(request);
    return json(db.configuracoesRecursoSistema);
  }),
  // The version is public: the notice must work even before sign-in.
  http.get(route('main', '/api/versaoOpera'), () => json({ versao: db.versao })),
  http.get(route('main', '/api/pendenciaParecer/:profissionalId'), ({ request, params }) => {
    const profissional = authUser(request);
    if (Number(params.profissionalId) !== profissional.profissional_id) return mensagem(403, 'Acesso negado.');
    return json({ total: profissional.areaTecnica_id ? pendencias(profissional) : 0 });
  }),
  http.post(route('main', '/api/enviarEmailInformarProblema'), async ({ request }) => {
    const profissional = authUser(request);
    const body = await readBody(request);
    const texto = typeof body.problemaInformado === 'string' ? body.problemaInformado : '';
    if (!texto.trim()) return mensagem(400, 'Descrição do problema obrigatória.');
    db.problemasInformados.push({ userid: profissional.userid, problemaInformado: texto });
    return json({ mensagem: 'Problema informado com sucesso!' });
  }),
];
