import { describe, expect, it } from 'vitest';
import { createDb, db, findUserByToken, nextId, replaceDb } from '@mocks/db/db';
import { loadStoredDb, PERSIST_KEY, PERSIST_VERSION, restoreDb, saveDb, serialiseDb } from '@mocks/db/persist';

/** The live seeded database after what a session does: a sign-in token, a new favourite, a changed counter. */
function mutateLiveDb() {
  db.sessions.set('tk-1-test', 1);
  db.favoritos.push({
    id: nextId(),
    idPedidoCirurgia: 1002,
    descricao: 'FAVORITO NOVO',
    idProfissional: 101,
    idEquipe: null,
  });
  db.pareceres.push({
    id: 99_001,
    pedidoCirurgia: 3200,
    areaTecnica: 1,
    parecerTecnico: 3,
    justificativa: 'Aguardando.',
  });
  db.versao = '01.30.00';
}

describe('dev-mode persistence of the mock database', () => {
  it('round-trips the seeded database after a mutation, Maps intact', () => {
    mutateLiveDb();
    const restored = restoreDb(serialiseDb(db));
    expect(restored).not.toBeNull();
    expect(restored).toEqual(db);
    expect(restored).not.toBe(db);
    expect(restored!.sessions).toBeInstanceOf(Map);
    expect(restored!.sessions.get('tk-1-test')).toBe(1);
    expect(restored!.pareceres.at(-1)).toMatchObject({ id: 99_001, justificativa: 'Aguardando.' });
    expect(restored!.favoritos.at(-1)).toMatchObject({ descricao: 'FAVORITO NOVO', idProfissional: 101 });
    expect(restored!.nextId).toBe(db.nextId);

    replaceDb(restored!);
    expect(findUserByToken('tk-1-test')?.profissional.username).toBe('carlos.mendes');
  });

  it('persists any value a table may hold: Set, Date, nested Map, undefined, a key named like the tag', () => {
    const fresh = createDb();
    const row = {
      tags: new Set(['a', 'b']),
      quando: new Date(Date.UTC(2026, 10, 22, 10)),
      porId: new Map<number, unknown[]>([[1, [{ x: undefined, y: [1, null, Number.POSITIVE_INFINITY] }]]]),
      opcional: undefined,
      $persist: 'Map',
    };
    fresh.pacientesSalvos.push(row);
    const restored = restoreDb(serialiseDb(fresh))!;
    const back = restored.pacientesSalvos[0];
    expect(back.tags).toEqual(new Set(['a', 'b']));
    expect(back.quando).toBeInstanceOf(Date);
    expect((back.quando as Date).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(back.porId).toEqual(row.porId);
    expect('opcional' in back).toBe(true);
    expect(back.$persist).toBe('Map');
    expect(restored).toEqual(fresh);
  });

  it('refuses a value that cannot be persisted instead of losing it silently', () => {
    const fresh = createDb();
    fresh.pacientesSalvos.push({ fn: () => 1 });
    expect(() => serialiseDb(fresh)).toThrow(TypeError);
  });

  it('discards corrupt text, another version and another shape', () => {
    const good = JSON.parse(serialiseDb(createDb())) as { version: number; db: Record<string, unknown> };
    expect(good.version).toBe(PERSIST_VERSION);
    expect(restoreDb(null)).toBeNull();
    expect(restoreDb('')).toBeNull();
    expect(restoreDb('{not json')).toBeNull();
    expect(restoreDb(serialiseDb(createDb()).slice(0, 500))).toBeNull();
    expect(restoreDb('null')).toBeNull();
    expect(restoreDb('[1,2]')).toBeNull();
    expect(restoreDb(JSON.stringify({ version: PERSIST_VERSION, db: { $persist: 'Weird', v: 1 } }))).toBeNull();
    expect(restoreDb(JSON.stringify({ ...good, version: PERSIST_VERSION + 1 }))).toBeNull();
    expect(restoreDb(JSON.stringify({ db: good.db }))).toBeNull();
    // A copy stored before a table was added (or after one was removed), or with a table of another kind.
    const { favoritos: _dropped, ...missingTable } = good.db;
    expect(restoreDb(JSON.stringify({ ...good, db: missingTable }))).toBeNull();
    expect(restoreDb(JSON.stringify({ ...good, db: { ...good.db, novaTabela: [] } }))).toBeNull();
    expect(restoreDb(JSON.stringify({ ...good, db: { ...good.db, sessions: [] } }))).toBeNull();
    expect(restoreDb(JSON.stringify(good))).not.toBeNull();
  });

  it('saves to and loads from the tab storage, dropping an unreadable copy', () => {
    mutateLiveDb();
    expect(saveDb(db, sessionStorage)).toBe(true);
    expect(loadStoredDb(sessionStorage)?.sessions.get('tk-1-test')).toBe(1);
    sessionStorage.setItem(PERSIST_KEY, '{"version":0}');
    expect(loadStoredDb(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(PERSIST_KEY)).toBeNull();
  });
});
