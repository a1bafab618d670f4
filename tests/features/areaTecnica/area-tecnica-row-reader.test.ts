// readAreaTecnicaRow, read from its table of fields (lib/schema/linha.ts), against the specification's zod reference
// (row-reference-schemas.ts): every seeded row of the opinion lists and the agendas, in both mock dialects, and a few
// odd rows read the same both ways.
import { describe, expect, it } from 'vitest';
import { mainApi } from '@/api/clients';
import { readAreaTecnicaRow } from '@/features/areaTecnica/api/area-tecnica-row';
import { filtrosIniciais, parecerPayload } from '@/features/areaTecnica/model/filtros';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { readList } from '@/lib/schema/normalise';
import { db } from '@mocks/db/db';
import { LARGE_PARECERES, PRIMEIRO_ID } from '@mocks/db/seed-area-tecnica-large';
import { setDialect, type Dialect } from '@mocks/dialect';
import { setLargeData } from '@mocks/scenarios';
import { areaTecnicaRowReferencia, viaReferencia } from '../../api/row-reference-schemas';
import { signInAs } from '../../utils/render-app';

const viaSchema = viaReferencia(areaTecnicaRowReferencia);
const periodoAmplo = {
  filtros: { centrosCirurgicos: '1,2,3', periodoDataInicio: '2000-01-01', periodoDataFim: '2100-01-01' },
};

describe('readAreaTecnicaRow reads as areaTecnicaRowReferencia does', () => {
  for (const dialect of ['default', 'alt'] satisfies Dialect[]) {
    it(`every opinion-list and agenda row of the ${dialect} dialect`, async () => {
      setDialect(dialect);
      const calls = [
        ['paulo.nunes', () => mainApi.post('/api/pedidoCirurgiaAreaTecnica/105', periodoAmplo)],
        ['fernanda.santos', () => mainApi.post('/api/pedidoCirurgiaAreaTecnica/106', periodoAmplo)],
        ['paulo.nunes', () => mainApi.get('/api/minhaAgendaAnestesia/1,2/0')],
      ] as const;
      let compared = 0;
      for (const [user, call] of calls) {
        signInAs(user);
        for (const raw of readList(await call()) ?? []) {
          expect(readAreaTecnicaRow(raw)).toEqual(viaSchema(raw));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });

    it(`the bench's large set: 'Sem Parecer' in the opening period holds each of its requests (${dialect})`, async () => {
      setDialect(dialect);
      // 2,000 requests from tomorrow on, none with an opinion (mocks/db/seed-area-tecnica-large.ts).
      setLargeData(true, 'areaTecnica');
      const profissional = signInAs('paulo.nunes');
      const dias = db.configuracoes.diasPeriodoFiltroPedidosCirurgia;
      const filtros = filtrosIniciais(saoPauloIsoDay(), dias, profissional.centrosCirurgicos ?? []);
      const raw = readList(await mainApi.post('/api/pedidoCirurgiaAreaTecnicaSemParecer/105', parecerPayload(filtros)));
      const lidos = (raw ?? []).map(readAreaTecnicaRow);
      expect(lidos).not.toContain(null);
      const doBench = (id: number) => id >= PRIMEIRO_ID && id < PRIMEIRO_ID + LARGE_PARECERES;
      const grandes = new Set(lidos.flatMap((r) => (r && doBench(r.id) ? [r.codigo] : [])));
      expect(grandes.size).toBe(LARGE_PARECERES);
    });
  }

  it('odd rows: no id or code, opinions of the wrong kind, numbers and flags as text', () => {
    const odd: unknown[] = [
      { codigo: '2027001' },
      { id: 5 },
      'row',
      null,
      {
        id: '7',
        codigo: 2027007,
        GMR: 'S',
        eOncologica: '2',
        status_id: { id: 4 },
        dataCirurgia: '20/11/2026 10:00',
        pareceresPedido: [null, 'x', { areaTecnica: 2, parecerTecnico: 'APROVADO' }, { parecerTecnico: { id: '3' } }],
      },
      { id: 8, codigo: '8', eOncologica: 1, pareceresPedido: 'APROVADO', possuiItensEventuais: 'N' },
    ];
    for (const raw of odd) expect(readAreaTecnicaRow(raw)).toEqual(viaSchema(raw));
  });
});
