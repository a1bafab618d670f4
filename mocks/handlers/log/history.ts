import { http } from 'msw';
import { db, nextId } from '../../db/db';
import { authUser, json, mensagem, numberParam, readBody, route } from '../http-helpers';

export const logHandlers = [
  http.get(route('log', '/logpedido/:pedidoId'), ({ request, params }) => {
    authUser(request);
    const id = numberParam(params.pedidoId);
    return json(
      db.logs
        .filter((l) => l.id_pedido === id)
        .map(({ id: logId, createdAt, tipo, descricao, username }) => ({
          id: logId,
          createdAt,
          tipo,
          descricao,
          username,
        })),
    );
  }),
  http.post(route('log', '/logpedido'), async ({ request }) => {
    authUser(request);
    const body = await readBody(request);
    const id_pedido = Number(body.id_pedido);
    if (!id_pedido || typeof body.tipo !== 'string' || typeof body.descricao !== 'string') {
      return mensagem(400, 'Registro de log inválido.');
    }
    const entry = {
      id: nextId(),
      createdAt: new Date().toISOString(),
      id_usuario: Number(body.id_usuario),
      username: String(body.username ?? ''),
      id_pedido,
      tipo: body.tipo,
      descricao: body.descricao,
    };
    db.logs.push(entry);
    return json(entry, { status: 201 });
  }),
];
