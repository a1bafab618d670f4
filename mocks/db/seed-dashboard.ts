import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays, weekday } from '@/lib/dates/wall-clock';

// The dashboard's figures (wizards-and-management.md §2 'Dashboard', §7 'Dashboard'): the requests and demands of the
// last six months (and a little more, so a six-month window ending today is full) for the eight teams, dated from
// today. Deterministic: the same day and team always give the same figures.

/** A request as the dashboard counts it. */
export interface MockMovimentoPedido {
  dataInclusao: string;
  dataFinalizado: string | null;
  equipe: number;
  centro: number;
  onco: boolean;
  urgencia: boolean;
  procedimento: number;
}

/** A demand as the dashboard counts it; `convertida` when a request was made from it. */
export interface MockMovimentoDemanda {
  dataInclusao: string;
  equipe: number;
  centro: number;
  onco: boolean;
  procedimento: number;
  convertida: boolean;
}

/** A downloadable report (§3 'Report: descricao, link'); the link is a systems-API path. */
interface MockRelatorio {
  descricao: string;
  link: string;
  arquivo: string;
}

/** Days of figures before today (a six-month window from any start in the default period fits). */
const DIAS_DASHBOARD = 200;

interface PerfilEquipe {
  /** Requests on an ordinary weekday (about). */
  carga: number;
  centros: readonly number[];
  procedimentos: readonly number[];
  /** Share of oncological requests, in percent. */
  onco: number;
}

// Procedure ids of the catalogue (mocks/db/seed-catalogues.ts): each team operates its own specialty's.
const PERFIS: Record<number, PerfilEquipe> = {
  1: { carga: 5, centros: [1, 2], procedimentos: [5, 6, 7, 17, 18, 19], onco: 2 },
  2: { carga: 6, centros: [1, 2], procedimentos: [1, 2, 3, 4, 15], onco: 8 },
  3: { carga: 3, centros: [3], procedimentos: [10, 20], onco: 5 },
  4: { carga: 4, centros: [2], procedimentos: [12], onco: 0 },
  5: { carga: 2, centros: [1, 2], procedimentos: [16], onco: 10 },
  6: { carga: 1, centros: [1], procedimentos: [13], onco: 0 },
  7: { carga: 2, centros: [1, 4], procedimentos: [14, 15], onco: 100 },
  8: { carga: 3, centros: [2], procedimentos: [3, 4, 11, 17], onco: 0 },
};

/** A number in [0, 1) from the text alone. */
function sorteio(texto: string): number {
  let h = 2166136261;
  for (const c of texto) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

const escolher = <T>(lista: readonly T[], chave: string): T => lista[Math.floor(sorteio(chave) * lista.length)];

interface MockDashboard {
  readonly pedidos: readonly MockMovimentoPedido[];
  readonly demandas: readonly MockMovimentoDemanda[];
}

// The figures are only read: one copy per day serves every database the tests rebuild (building it takes ~40 ms).
let memo: { hoje: string; dados: MockDashboard } | null = null;

/** The requests and demands of the `DIAS_DASHBOARD` days up to `hoje` (São Paulo day). */
export function seedDashboard(hoje: string = saoPauloIsoDay()): MockDashboard {
  if (memo?.hoje !== hoje) memo = { hoje, dados: gerar(hoje) };
  return memo.dados;
}

function gerar(hoje: string): MockDashboard {
  const pedidos: MockMovimentoPedido[] = [];
  const demandas: MockMovimentoDemanda[] = [];
  for (let d = DIAS_DASHBOARD; d >= 0; d -= 1) {
    const dia = addDays(hoje, -d);
    const fimDeSemana = weekday(dia) >= 6;
    for (const [id, perfil] of Object.entries(PERFIS)) {
      const equipe = Number(id);
      const chave = `${dia}:${equipe}`;
      const carga = fimDeSemana ? perfil.carga / 4 : perfil.carga;
      const nPedidos = Math.round(carga * (0.4 + sorteio(`p${chave}`) * 1.2));
      for (let i = 0; i < nPedidos; i += 1) {
        const k = `${chave}:${i}`;
        const finalizado = addDays(dia, 3 + Math.floor(sorteio(`f${k}`) * 40));
        pedidos.push({
          dataInclusao: dia,
          dataFinalizado: sorteio(`x${k}`) < 0.75 && finalizado <= hoje ? finalizado : null,
          equipe,
          centro: escolher(perfil.centros, `c${k}`),
          onco: sorteio(`o${k}`) * 100 < perfil.onco,
          urgencia: sorteio(`u${k}`) < (fimDeSemana ? 0.6 : 0.18),
          procedimento: escolher(perfil.procedimentos, `r${k}`),
        });
      }
      const nDemandas = fimDeSemana ? 0 : Math.round((perfil.carga / 2) * sorteio(`d${chave}`) * 1.5);
      for (let i = 0; i < nDemandas; i += 1) {
        const k = `${chave}:${i}`;
        demandas.push({
          dataInclusao: dia,
          equipe,
          centro: escolher(perfil.centros, `dc${k}`),
          onco: sorteio(`do${k}`) * 100 < perfil.onco,
          procedimento: escolher(perfil.procedimentos, `dr${k}`),
          convertida: sorteio(`dv${k}`) < 0.45 && d > 2,
        });
      }
    }
  }
  return { pedidos, demandas };
}

/** The two reports the systems API serves (a CSV and a PDF). */
export function seedRelatorios(): MockRelatorio[] {
  return [
    {
      descricao: 'Demandas cirúrgicas por equipe',
      link: '/relatorios/demandas-cirurgicas-por-equipe',
      arquivo: 'demandas-cirurgicas-por-equipe.csv',
    },
    {
      descricao: 'Pedidos de cirurgia finalizados',
      link: '/relatorios/pedidos-cirurgia-finalizados',
      arquivo: 'pedidos-cirurgia-finalizados.pdf',
    },
  ];
}
