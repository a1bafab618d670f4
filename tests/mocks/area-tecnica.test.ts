// The technical areas' mock back-end (wizards-and-management.md §7 'Technical area'): the three opinion lists, the
// opinion and its rules, the bell, the agenda and the details, in both mock dialects.
import { journal } from '@mocks/journal';
import { beforeEach, describe, expect, it } from 'vitest';
import { mainApi } from '@/api/clients';
import { errorMessage } from '@/lib/http/api-error';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';
import { readList } from '@/lib/schema/normalise';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { signInAs } from '../utils/render-app';

const falha = (p: Promise<unknown>) => p.then(() => 'ok', errorMessage);
const hoje = saoPauloIsoDay();
const filtros = (dias: number) => ({
  filtros: {
    centrosCirurgicos: '1,2',
    periodoDataInicio: addDays(hoje, -10),
    periodoDataFim: addDays(hoje, dias),
    convenios: [],
    campanhas: [],
    filtrarPedidosSemCampanha: false,
  },
});
const ids = (raw: unknown) => (readList(raw) ?? []).map((r) => Number((r as { id: unknown }).id));
const total = async () => Number(((await mainApi.get('/api/pendenciaParecer/105')) as { total: unknown }).total);

describe.each(['default', 'alt'] as const)('technical-area endpoints (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('an opinion moves the request from Sem Parecer to Com Parecer and the bell drops by one', async () => {
    signInAs('paulo.nunes');
    const sem = ids(await mainApi.post('/api/pedidoCirurgiaAreaTecnicaSemParecer/105', filtros(60)));
    const com = ids(await mainApi.post('/api/pedidoCirurgiaAreaTecnicaComParecer/105', filtros(60)));
    const todos = ids(await mainApi.post('/api/pedidoCirurgiaAreaTecnica/105', filtros(60)));
    expect(sem.length).toBeGreaterThan(10);
    expect(com.length).toBeGreaterThan(30);
    expect([...sem, ...com].sort()).toEqual([...todos].sort());
    const alvo = sem.find((id) =>
      db.pedidos.some((p) => p.id === id && p.status < 5 && (p.dataHoraSugerida ?? '').slice(0, 10) >= hoje),
    );
    const antes = await total();
    await mainApi.post('/api/parecerAreaTecnica', {
      justificativa: 'Aguardando risco cirúrgico.',
      areaTecnica: 1,
      pedidoCirurgia: alvo,
      parecerTecnico: 3,
    });
    expect(await total()).toBe(antes - 1);
    expect(ids(await mainApi.post('/api/pedidoCirurgiaAreaTecnicaSemParecer/105', filtros(60)))).not.toContain(alvo);
    expect(ids(await mainApi.post('/api/pedidoCirurgiaAreaTecnicaComParecer/105', filtros(60)))).toContain(alvo);
  });

  it('refuses a pending opinion without text, another area’s opinion and another professional’s list', async () => {
    signInAs('paulo.nunes');
    const antes = db.pareceres.length;
    const corpo = { justificativa: ' ', areaTecnica: 1, pedidoCirurgia: 3210, parecerTecnico: 3 };
    expect(await falha(mainApi.post('/api/parecerAreaTecnica', corpo))).toBe(
      'Para rejeição ou pendência o parecer é obrigatório',
    );
    expect(await falha(mainApi.post('/api/parecerAreaTecnica', { ...corpo, justificativa: '-', areaTecnica: 2 }))).toBe(
      'Acesso negado.',
    );
    expect(await falha(mainApi.post('/api/pedidoCirurgiaAreaTecnica/106', filtros(30)))).toBe('Acesso negado.');
    expect(journal().filter((c) => c.path === '/api/parecerAreaTecnica')).toHaveLength(2);
    expect(db.pareceres).toHaveLength(antes);
  });

  it('the seed holds every case the opinion list shows', async () => {
    signInAs('fernanda.santos');
    const rows = (readList(await mainApi.post('/api/pedidoCirurgiaAreaTecnica/106', filtros(60))) ?? []).map(
      (r) => r as Record<string, unknown>,
    );
    const descricoes = new Set(rows.map((r) => r.descricaoparecer));
    for (const d of ['APROVADO', 'REJEITADO', 'PENDENTE', 'APROVAÇÃO AUTOMÁTICA DO SISTEMA', null]) {
      expect(descricoes).toContain(d);
    }
    const status = new Set(
      rows.map((r) => (typeof r.status === 'object' ? (r.status as { descricao: string }).descricao : r.status)),
    );
    expect(status).toContain('FINALIZADO');
    expect(status).toContain('CANCELADO');
    expect(rows.some((r) => [true, 'S', 1, 'True'].includes(r.possuiItensEventuais as never))).toBe(true);
    expect(
      rows.some(
        (r) => String(r.dataHoraSugerida ?? '') < hoje || /^\d\d\/\d\d\/\d{4}/.test(String(r.dataHoraSugerida)),
      ),
    ).toBe(true);
  });

  it('Minha Agenda: the anaesthesia agenda and an area agenda, dense enough for a month; items and reasons', async () => {
    signInAs('paulo.nunes');
    const anestesia = readList(await mainApi.get('/api/minhaAgendaAnestesia/1,2/0')) ?? [];
    expect(anestesia.length).toBeGreaterThanOrEqual(60);
    expect(await falha(mainApi.get('/api/minhaAgenda/2/1/0'))).toBe('Acesso negado.');
    const motivo = (await mainApi.get('/api/motivoAvaliacaoPreAnestesicaMinhaAgenda/3202')) as Record<string, unknown>;
    expect(motivo).toHaveProperty('motivoAvaliacaoAnestesica');
    signInAs('fernanda.santos');
    expect((readList(await mainApi.get('/api/minhaAgenda/2/1/0')) ?? []).length).toBeGreaterThanOrEqual(60);
    expect((readList(await mainApi.get('/api/minhaAgenda/2/1/3')) ?? []).length).toBeLessThan(30);
    const eventual = db.pedidos.find((p) => p.id >= 3200 && p.itens.some((i) => i.itemEventual))?.id;
    const itens = readList(await mainApi.get(`/api/itensMinhaAgenda/2/${eventual}`)) ?? [];
    expect(itens).toEqual(
      expect.arrayContaining([expect.objectContaining({ descricao: 'CAIXA OPME PLACA BLOQUEADA TIBIA' })]),
    );
    expect(readList(await mainApi.get(`/api/itensParecerAreaTecnica/2/${eventual}`))).toEqual(itens);
  });
});
