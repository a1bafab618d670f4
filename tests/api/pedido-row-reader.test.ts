// readPedidoRow, read from its table of fields (lib/schema/linha.ts), against the specification's zod reference
// (row-reference-schemas.ts): every seeded row of every request-list endpoint, in both mock dialects, and a few odd
// rows read the same both ways.
import { describe, expect, it } from 'vitest';
import { mainApi } from '@/api/clients';
import { readPedidoRow } from '@/api/pedidos/pedido-row';
import { readList } from '@/lib/schema/normalise';
import { pedidoRowReferencia, viaReferencia } from './row-reference-schemas';
import { setDialect, type Dialect } from '@mocks/dialect';
import { signInAs } from '../utils/render-app';

const viaSchema = viaReferencia(pedidoRowReferencia);

describe('readPedidoRow reads as pedidoRowReferencia does', () => {
  for (const dialect of ['default', 'alt'] satisfies Dialect[]) {
    it(`every request-list row of the ${dialect} dialect`, async () => {
      setDialect(dialect);
      const lists = [
        ['carlos.mendes', '/api/pedidoCirurgiaMedico/101'],
        ['carlos.mendes', '/api/pedidoCirurgiaResidentesEquipe/1'],
        ['carlos.mendes', '/api/pedidoCirurgiaResidente/102'],
        ['mariana.lima', '/api/pedidoCirurgiaMedico/103'],
      ] as const;
      let compared = 0;
      for (const [user, path] of lists) {
        signInAs(user);
        const rows = readList(await mainApi.get(path)) ?? [];
        for (const raw of rows) {
          expect(readPedidoRow(raw)).toEqual(viaSchema(raw));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it('odd rows: no id or code, nested values of the wrong kind, numbers as text', () => {
    const odd: unknown[] = [
      { codigo: '2027001' },
      { id: 5 },
      { id: 'x', codigo: '1' },
      'row',
      null,
      {
        id: '7',
        codigo: 2027007,
        GMR: 'S',
        eOncologica: '2',
        modalidadeAtendimento: 'AMBULATORIAL',
        cidPrincipal: { id: '3', codigo: 'M17.1' },
        dataInclusao: '20/11/2026 10:00',
        status_id: { id: 4 },
        extra: { unknown: true },
      },
      { id: 8, codigo: '8', eOncologica: 1, modalidadeAtendimento: { id: 2, recursosBloqueados: '1,2' } },
    ];
    for (const raw of odd) expect(readPedidoRow(raw)).toEqual(viaSchema(raw));
  });
});
