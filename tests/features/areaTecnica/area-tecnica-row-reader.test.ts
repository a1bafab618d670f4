// readAreaTecnicaRow is the hand-written twin of areaTecnicaRowSchema (the opinion list's hot path with thousands of
// rows): every seeded row of the opinion lists and the agendas, in both mock dialects, and a few odd rows read the
// same both ways.
import { afterEach, describe, expect, it } from 'vitest';
import { mainApi } from '@/api/clients';
import { areaTecnicaRowSchema, readAreaTecnicaRow } from '@/features/areaTecnica/api/area-tecnica-row';
import { readList } from '@/lib/schema/normalise';
import { setDialect, type Dialect } from '@mocks/dialect';
import { signInAs } from '../../utils/render-app';

const viaSchema = (raw: unknown) => {
  const result = areaTecnicaRowSchema.safeParse(raw);
  return result.success ? result.data : null;
};
const periodoAmplo = {
  filtros: { centrosCirurgicos: '1,2,3', periodoDataInicio: '2000-01-01', periodoDataFim: '2100-01-01' },
};

afterEach(() => setDialect('default'));

describe('readAreaTecnicaRow reads as areaTecnicaRowSchema does', () => {
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
