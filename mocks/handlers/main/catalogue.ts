import { http } from 'msw';
import { cat, db } from '../../db/db';
import { authUser, json, mensagem, numberParam, route } from '../http-helpers';

type Params = Record<string, string | readonly string[] | undefined>;

/** A catalogue GET: signed-in users only; the body comes from the seed. */
function catalogue(path: string, answer: (params: Params) => unknown) {
  return http.get(route('main', path), ({ request, params }) => {
    authUser(request);
    const body = answer(params);
    return body === undefined ? mensagem(404, 'Registro não encontrado') : json(body);
  });
}

const strip = <T extends { urgencia?: boolean }>({ urgencia, ...rest }: T) => rest;

export const catalogueHandlers = [
  catalogue('/api/centroCirurgico', () => cat.centros),
  catalogue('/api/convenio', () => cat.convenios),
  catalogue('/api/convenioPorCategoria/:categoria', (p) =>
    cat.convenios.filter((c) => c.categoria === numberParam(p.categoria)),
  ),
  catalogue('/api/campanha', () => cat.campanhas),
  catalogue('/api/equipesAtivas', () => cat.equipes),
  catalogue('/api/areaTecnica', () => cat.areasTecnicas),
  catalogue('/api/procedimentoCirurgico', () => cat.procedimentos),
  catalogue('/api/prioridadeCirurgia', () => cat.prioridades),
  catalogue('/api/statusPedido', () => cat.status),
  catalogue(
    '/api/statusPedidoDetail/:statusId',
    (p) =>
      cat.statusDetail[numberParam(p.statusId)] ?? {
        perspectivaValidacaoDosDias: null,
        prazoLimiteSLAUrgencia: null,
        prazoLimiteSLAEletivo: null,
      },
  ),
  catalogue('/api/caraterAtendimento', () => cat.caracteres),
  catalogue('/api/cid', () => cat.cids),
  catalogue('/api/tipoAnestesia', () => cat.tiposAnestesia),
  catalogue('/api/tipoAcomodacao', () => cat.tiposAcomodacao),
  catalogue('/api/motivoAntecipacaoInternacao', () => cat.motivosAntecipacao),
  catalogue('/api/areaMedica', () => cat.areasMedicas),
  catalogue('/api/unidadeMedida', () => cat.unidadesMedida),
  catalogue('/api/itemExame', () => cat.itensExame),
  catalogue('/api/itemMaterialConsumivel', () => cat.itensMaterial),
  catalogue('/api/itemCaixaCirurgica', () => cat.itensCaixaCirurgica),
  catalogue('/api/itemHemoderivados', () => cat.itensHemoderivados),
  catalogue('/api/itemEquipamento', () => cat.itensEquipamento),
  catalogue('/api/itemCaixaOPMEPorCaraterAtendimento/:caraterId', (p) =>
    cat.itensCaixaOPME
      .filter((i) => numberParam(p.caraterId) !== db.configuracoes.caraterUrgencia || i.urgencia)
      .map(strip),
  ),
  catalogue('/api/listarProfissionalResponsavel/:profissionalId', (p) => {
    const self = cat.profissionais.find((x) => x.id === numberParam(p.profissionalId));
    if (!self) return [];
    return cat.profissionais
      .filter((x) => x.equipe === self.equipe && !x.residente)
      .map((x) => ({ id: x.id, crm: x.crm, nome: x.nome, equipe: x.equipe }));
  }),
  catalogue('/api/motivoReagendamento', () => cat.motivosReagendamento),
  catalogue('/api/motivoCancelamento', () => cat.motivosCancelamento),
  catalogue('/api/parecerTecnicoCheckList', () => cat.pareceresTecnicos),
  catalogue('/api/listarStatusAposPedido', () => cat.status.filter((s) => s.id !== 10 && s.id !== 1)),
  catalogue('/api/modalidadesCentroCirurgicoCaraterAtendimento/:caraterId/:centroId', (p) => {
    const centro = numberParam(p.centroId);
    const carater = numberParam(p.caraterId);
    if (centro === 2) return cat.modalidades.filter((m) => m.id === 2);
    if (carater === db.configuracoes.caraterUrgencia) return cat.modalidades.filter((m) => m.id === 1);
    return cat.modalidades;
  }),
  catalogue('/api/recuperarSalasCirurgicasPorEquipe/:equipeId', (p) =>
    numberParam(p.equipeId) === 1 ? cat.salas.filter((s) => [1, 2, 4].includes(s.id)) : cat.salas.slice(0, 2),
  ),
  catalogue('/api/salasCirurgicas/:centroId', (p) =>
    cat.salas.filter((s) => s.centroCirurgico === numberParam(p.centroId)),
  ),
  catalogue('/api/tipoTransfusao', () => cat.tiposTransfusao),
  catalogue('/api/residente/:equipeId', (p) =>
    cat.profissionais
      .filter((x) => x.residente && x.equipe === numberParam(p.equipeId))
      .map((x) => ({ id: x.id, nome: x.nome })),
  ),
  catalogue('/api/modeloPedidoCirurgiaPorEquipe/:equipeId', (p) =>
    db.modelos.filter((m) => m.equipe === numberParam(p.equipeId)),
  ),
  catalogue('/api/modeloPedidoCirurgia/:id', (p) => db.modelos.find((m) => m.id === numberParam(p.id))),
];
