import { http, HttpResponse, type HttpHandler } from 'msw';
import { cat, db, nextId } from '../../db/db';
import { authUser, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { ITEM_GROUP_KEYS, itemsOfGroup, type ItemGroup } from './pedido-views';

const MAX_UPLOAD = 5_000_000;

function pedidoOr404(id: number) {
  const pedido = db.pedidos.find((p) => p.id === id);
  if (!pedido) throw mensagem(404, 'Pedido não encontrado.');
  return pedido;
}

function favoritoView(f: (typeof db.favoritos)[number]) {
  const pedido = db.pedidos.find((p) => p.id === f.idPedidoCirurgia);
  const procedimento = cat.procedimentos.find((x) => x.id === pedido?.procedimentoPrincipal);
  return {
    id: f.id,
    descricao: f.descricao,
    pedidoCirurgia: f.idPedidoCirurgia,
    codigo: pedido?.codigo ?? null,
    procedimento: procedimento?.descricao ?? null,
  };
}

const favoriteItemPaths: Record<ItemGroup, string | null> = {
  CaixaOPME: '/api/itemCaixaOPMEPedidoFavorito/:id',
  MaterialConsumivel: '/api/itemMaterialConsumivelPedidoFavorito/:id',
  CaixaCirurgica: '/api/itemCaixaCirurgicaPedidoFavorito/:id',
  Hemoderivados: '/api/itemHemoderivadosPedidoFavorito/:id',
  Equipamento: '/api/itemEquipamentoPedidoFavorito/:id',
  Exame: null,
};

const favoriteItemHandlers = ITEM_GROUP_KEYS.flatMap((group) => {
  const path = favoriteItemPaths[group];
  if (!path) return [];
  return [
    http.get(route('main', path), ({ request, params }) => {
      authUser(request);
      const favorito = db.favoritos.find((f) => f.id === numberParam(params.id));
      if (!favorito) return mensagem(404, 'Favorito não encontrado.');
      return json(itemsOfGroup(pedidoOr404(favorito.idPedidoCirurgia).itens, group));
    }),
  ];
});

/** A note's author as `{id, nome}`, or the bare id when the professional is not known (the name is then not sent). */
function autor(profissionalId: number) {
  const user = db.users.find((u) => u.profissional.profissional_id === profissionalId);
  return user ? { id: profissionalId, nome: user.profissional.nome } : profissionalId;
}

// Placeholder content of a document (the mock keeps names and sizes, not files).
const DOCUMENTO_PDF = '%PDF-1.4\n% documento de exemplo do back-end simulado\n%%EOF\n';

/** Favourites, notes and documents of a request. */
export const pedidosExtraHandlers: HttpHandler[] = [
  http.post(route('main', '/api/favoritarPedidoCirurgia'), async ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoMeusPedidos', 'acessoPedidosResidentes');
    const body = await readBody(request);
    const idPedido = Number(body.idPedidoCirurgia);
    const pedido = pedidoOr404(idPedido);
    if (pedido.status === db.configuracoes.statusCancelado)
      return mensagem(409, 'Pedido cancelado não pode ser favoritado.');
    const idProfissional = body.idProfissional ? Number(body.idProfissional) : null;
    const idEquipe = body.idEquipe ? Number(body.idEquipe) : null;
    if (!idProfissional && !idEquipe) return mensagem(400, 'Informe para quem é o favorito.');
    if (idProfissional && idProfissional !== profissional.profissional_id) return mensagem(403, 'Acesso negado.');
    const favorito = {
      id: nextId(),
      idPedidoCirurgia: idPedido,
      descricao: String(body.descricao ?? ''),
      idProfissional,
      idEquipe,
    };
    db.favoritos.push(favorito);
    return json(favoritoView(favorito), { status: 201 });
  }),
  http.get(route('main', '/api/pedidoCirurgiasFavoritasProfissional/:profissionalId'), ({ request, params }) => {
    authUser(request);
    const id = numberParam(params.profissionalId);
    return json(db.favoritos.filter((f) => f.idProfissional === id).map(favoritoView));
  }),
  http.get(route('main', '/api/pedidoCirurgiasFavoritasEquipe/:equipeId'), ({ request, params }) => {
    authUser(request);
    const id = numberParam(params.equipeId);
    return json(db.favoritos.filter((f) => f.idEquipe === id).map(favoritoView));
  }),
  ...favoriteItemHandlers,
  http.post(route('main', '/api/incluirPedidoCirurgiaPorPedidoFavorito'), async ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoMeusPedidos');
    const body = await readBody(request);
    const favorito = db.favoritos.find((f) => f.id === Number(body.idPedidoCirurgiaFavorito));
    if (!favorito) return mensagem(404, 'Favorito não encontrado.');
    const origem = pedidoOr404(favorito.idPedidoCirurgia);
    const id = nextId();
    const novo = {
      ...structuredClone(origem),
      id,
      codigo: String(2026_000 + id),
      confirmado: false,
      status: 10,
      dataInclusao: new Date().toISOString(),
      profissionalRequisitante: profissional.profissional_id,
      paciente: null,
      atendimento: null,
      internacao: null,
      dataHoraSugerida: null,
      dataCirurgia: null,
      dataInternacao: null,
      motivoCancelamento: null,
      observacoesCancelamento: null,
      itens: origem.itens.map((i) => ({ ...i, id: nextId() })),
    };
    db.pedidos.push(novo);
    return json({ id: novo.id, codigo: novo.codigo }, { status: 201 });
  }),

  http.get(
    route('main', '/api/anotacaodetail/:pedidoId/:mostraMeusPedidos/:mostraAreaTecnica'),
    ({ request, params }) => {
      authUser(request);
      const pedido = numberParam(params.pedidoId);
      // Decision 14: /0/1 is the requester's dialog (notes addressed to the doctor); /1/0 the manager's panel (all).
      const requesterDialog = params.mostraMeusPedidos === '0' && params.mostraAreaTecnica === '1';
      return json(
        db.anotacoes
          .filter((a) => a.pedidoCirurgia === pedido && (!requesterDialog || a.mostraMeusPedidos))
          .map(
            ({ id, anotacao, dataInclusao, dataVisualizacao, mostraMeusPedidos, mostraAreaTecnica, profissional }) => ({
              id,
              anotacao,
              dataInclusao,
              dataVisualizacao,
              mostraMeusPedidos,
              mostraAreaTecnica,
              profissional: autor(profissional),
            }),
          ),
      );
    },
  ),
  http.get(route('main', '/api/anotacao/:pedidoId'), ({ request, params }) => {
    authUser(request);
    return json(db.anotacoes.filter((a) => a.pedidoCirurgia === numberParam(params.pedidoId)));
  }),
  http.post(route('main', '/api/anotacao'), async ({ request }) => {
    const profissional = authUser(request);
    if (profissional.profissionalObservador) return mensagem(403, 'Observador não pode incluir anotações.');
    const body = await readBody(request);
    const texto = String(body.anotacao ?? '').trim();
    if (!texto || texto.length > 300) return mensagem(400, 'A anotação é obrigatória e tem no máximo 300 caracteres.');
    const nota = {
      id: nextId(),
      pedidoCirurgia: Number(body.pedidoCirurgia),
      anotacao: texto,
      dataInclusao: new Date().toISOString(),
      dataVisualizacao: null,
      mostraMeusPedidos: body.mostraMeusPedidos === true || body.mostraMeusPedidos === 'true',
      mostraAreaTecnica: body.mostraAreaTecnica === true || body.mostraAreaTecnica === 'true',
      profissional: profissional.profissional_id,
    };
    pedidoOr404(nota.pedidoCirurgia);
    db.anotacoes.push(nota);
    return json(nota, { status: 201 });
  }),
  http.delete(route('main', '/api/anotacaodetail/:id'), ({ request, params }) => {
    authUser(request);
    const before = db.anotacoes.length;
    db.anotacoes = db.anotacoes.filter((a) => a.id !== numberParam(params.id));
    return before === db.anotacoes.length
      ? mensagem(404, 'Anotação não encontrada.')
      : new HttpResponse(null, { status: 204 });
  }),
  http.put(route('main', '/api/visualizaAnotacao/:id'), ({ request, params }) => {
    authUser(request);
    const nota = db.anotacoes.find((a) => a.id === numberParam(params.id));
    if (!nota) return mensagem(404, 'Anotação não encontrada.');
    nota.dataVisualizacao ??= new Date().toISOString();
    return json({ id: nota.id });
  }),

  http.post(route('main', '/api/documento'), async ({ request }) => {
    authUser(request);
    const form = await request.formData();
    const arquivo = form.get('arquivo');
    const pedido = Number(form.get('pedidoCirurgia'));
    // Duck-typed: under Vitest the File class of jsdom and of Node's fetch differ.
    if (typeof arquivo !== 'object' || arquivo === null || !('size' in arquivo) || !('name' in arquivo)) {
      return mensagem(400, 'Arquivo obrigatório.');
    }
    pedidoOr404(pedido);
    if (arquivo.size > MAX_UPLOAD) return mensagem(413, 'Tamanho de arquivo excedeu o tamanho máximo (5MB)');
    const documento = {
      id: nextId(),
      pedidoCirurgia: pedido,
      arquivo: arquivo.name,
      tamanho: arquivo.size,
      dataInclusao: new Date().toISOString(),
    };
    db.documentos.push(documento);
    return json({ id: documento.id, arquivo: documento.arquivo }, { status: 201 });
  }),
  http.get(route('main', '/api/documento/:pedidoId'), ({ request, params }) => {
    authUser(request);
    const id = numberParam(params.pedidoId);
    return json(
      db.documentos
        .filter((d) => d.pedidoCirurgia === id)
        .map(({ id: docId, arquivo, dataInclusao, tamanho }) => ({ id: docId, arquivo, dataInclusao, tamanho })),
    );
  }),
  // Opened in a new tab (docs/decisions.md): a navigation carries no bearer token, so the mock serves it without one.
  http.get(route('main', '/api/documentodetail/:id'), ({ params }) => {
    const documento = db.documentos.find((d) => d.id === numberParam(params.id));
    if (!documento) return mensagem(404, 'Documento não encontrado.');
    return new HttpResponse(DOCUMENTO_PDF, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${encodeURIComponent(documento.arquivo)}"`,
      },
    });
  }),
  http.delete(route('main', '/api/documentodetail/:id'), ({ request, params }) => {
    authUser(request);
    const before = db.documentos.length;
    db.documentos = db.documentos.filter((d) => d.id !== numberParam(params.id));
    return before === db.documentos.length
      ? mensagem(404, 'Documento não encontrado.')
      : new HttpResponse(null, { status: 204 });
  }),
];
