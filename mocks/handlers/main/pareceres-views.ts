import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';

/**
 * A request's technical-area opinions as the list rows carry them (pareceresPedido): areaTecnica {id, descricao},
 * parecerTecnico {id, descricao, cor}, justificativa; none once a reschedule deleted them.
 */
export function pareceresPedido(p: MockPedido) {
  if (db.pareceresExcluidos.includes(p.id)) return [];
  return db.pareceres
    .filter((x) => x.pedidoCirurgia === p.id)
    .map((x) => {
      const area = cat.areasTecnicas.find((a) => a.id === x.areaTecnica);
      const opiniao = cat.pareceresTecnicos.find((o) => o.id === x.parecerTecnico);
      return {
        areaTecnica: { id: x.areaTecnica, descricao: area?.descricao ?? null },
        parecerTecnico: opiniao ? { id: opiniao.id, descricao: opiniao.descricao, cor: opiniao.cor } : null,
        justificativa: x.justificativa,
      };
    });
}
