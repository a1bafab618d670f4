import { useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { toApiRoomMapDate } from '@/lib/dates/format';
import { parseList } from '@/lib/http/parse-response';
import { agendaSalaPaths } from '../model/colunas';
import { agendaSalaRowSchema, lerCirurgiaSala, type CirurgiaSala } from './agenda-sala-row';

async function getAgendaSala(path: string, signal: AbortSignal) {
  const lista = parseList(agendaSalaRowSchema, await mainApi.get(path, { signal }), 'GET agendaSala');
  return { rows: lista.rows.map(lerCirurgiaSala), omitted: lista.omitted };
}

interface MapaSalasResposta {
  porSala: Map<number, CirurgiaSala[]>;
  urgencias: CirurgiaSala[];
  omitted: number;
}

/** How often the map, often on a wall screen, reloads itself while the tab is visible. */
const ATUALIZACAO_MS = 60_000;

/**
 * The day's surgeries of the centre's rooms (form 1, one call a room) and its urgencies (form 2), as one answer per
 * date, centre and teams (docs/decisions/011-mapa-de-salas-columns.md). Another day or centre starts from nothing
 * (never drawn with the previous one's surgeries); the same one reloads every minute while the tab is visible and
 * when it regains focus, keeping the last answer if the reload fails (docs/decisions.md 'mapaDeSalas'). `dia` is
 * 'yyyy-MM-dd'.
 */
export function useMapaSalas(dia: string, centro: number, salas: readonly number[] | undefined, equipes: number[]) {
  return useQuery({
    queryKey: ['mapaSalas', dia, centro, salas, equipes] as const,
    queryFn: async ({ signal }): Promise<MapaSalasResposta> => {
      const paths = agendaSalaPaths(toApiRoomMapDate(dia), centro, salas ?? [], equipes);
      const [urgencias, ...porSala] = await Promise.all([
        getAgendaSala(paths.urgencias, signal),
        ...paths.porSala.map((p) => getAgendaSala(p.path, signal)),
      ]);
      return {
        porSala: new Map(paths.porSala.map((p, i) => [p.sala, porSala[i].rows])),
        urgencias: urgencias.rows,
        omitted: [urgencias, ...porSala].reduce((n, r) => n + r.omitted, 0),
      };
    },
    enabled: salas !== undefined,
    refetchInterval: ATUALIZACAO_MS,
    refetchOnWindowFocus: true,
  });
}
