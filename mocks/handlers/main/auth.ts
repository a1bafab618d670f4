import { http } from 'msw';
import { db, nextId } from '../../db/db';
import { authUser, json, mensagem, readBody, route } from '../http-helpers';

export const authHandlers = [
  http.post(route('main', '/api/loginDemanda'), async ({ request }) => {
    const body = await readBody(request);
    const user = db.users.find((u) => u.profissional.username === body.username && u.password === body.password);
    if (!user) return mensagem(401, 'Usuário ou senha inválidos.');
    const token = `tk-${user.profissional.userid}-${nextId()}`;
    db.sessions.set(token, user.profissional.userid);
    return json({ ...user.profissional, token });
  }),

  http.get(route('main', '/api/alterarSenha/:userid/:novaSenha/:senhaAntiga'), ({ request, params }) => {
    const profissional = authUser(request);
    if (Number(params.userid) !== profissional.userid) return mensagem(403, 'Acesso negado.');
    const user = db.users.find((u) => u.profissional.userid === profissional.userid)!;
    const senhaAntiga = decodeURIComponent(String(params.senhaAntiga));
    if (user.password !== senhaAntiga) return mensagem(401, 'Senha antiga não confere.');
    user.password = decodeURIComponent(String(params.novaSenha));
    return json({ mensagem: 'Senha alterada com sucesso!' });
  }),
];
