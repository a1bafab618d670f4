import { createAgendaTables } from './agenda-tables';
import { createDemandasTables } from './demandas-tables';
import { checklistUsers, createChecklistTables } from './checklist-tables';
import { emptyList } from './empty-list';
import { createImpressaoTables } from './impressao-tables';
import * as cat from './seed-catalogues';
import { createPedidosTables } from './pedidos-tables';
import { seedGerenteLogs } from './seed-gerente';
import { seedDashboard, seedRelatorios } from './seed-dashboard';
import { seedMapaSalas } from './seed-mapa-salas';
import { seedProntidaoPareceres } from './seed-prontidao';
import { seedModelos } from './seed-modelos';
import { seedLogs } from './seed-pedidos';
import { seedUsers, type MockUser } from './seed-users';
import { createWizardTables } from './wizard-tables';

/** A fresh database from the deterministic seed. */
export function createDb() {
  const { padrao, ...pedidosTables } = createPedidosTables();
  return {
    users: [...seedUsers(), ...checklistUsers(seedUsers())],
    /** bearer token → userid */
    sessions: new Map<string, number>(),
    configuracoes: structuredClone(cat.configuracoes),
    configuracoesRecursoSistema: structuredClone(cat.configuracoesRecursoSistema),
    versao: '01.29.00',
    problemasInformados: emptyList<{ userid: number; problemaInformado: string }>(),
    modelos: seedModelos(),
    logs: [...seedLogs(pedidosTables.pedidos), ...seedGerenteLogs(pedidosTables.pedidos)],
    nextId: 10_000,
    ...pedidosTables,
    ...createWizardTables(),
    ...createAgendaTables(),
    ...createImpressaoTables(),
    // After the wizard tables: its richer demands replace their `demandas` (the same first fields).
    ...createDemandasTables(),
    ...createChecklistTables(padrao, seedProntidaoPareceres()),
    /** The dashboard's requests and demands of the last months (its figures only). */
    dashboard: seedDashboard(),
    relatorios: seedRelatorios(),
    /** The operating-room map's surgeries (mocks/db/seed-mapa-salas.ts). */
    mapaSalas: seedMapaSalas(cat.configuracoes.intervaloUsoSalaCirurgica),
  };
}

export type MockDb = ReturnType<typeof createDb>;

/** The stateful in-memory database shared by every handler. */
export let db: MockDb = createDb();

/** Back to the deterministic seed (between tests, or POST /__reset on the HTTP mock server). */
export function resetDb(): void {
  db = createDb();
}

/** Swaps in another database (the dev-mode copy restored from sessionStorage, mocks/db/persist.ts). */
export function replaceDb(next: MockDb): void {
  db = next;
}

export function nextId(): number {
  db.nextId += 1;
  return db.nextId;
}

export function findUserByToken(token: string): MockUser | undefined {
  const userid = db.sessions.get(token);
  return db.users.find((u) => u.profissional.userid === userid);
}

export { cat };
