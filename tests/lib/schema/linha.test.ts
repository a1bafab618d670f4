// A list row is one literal of fields, each read from raw's key of the same name (lib/schema/linha.ts): a field
// read from another key (a typo, a copied line) would show every row's cell empty without any error.
import { describe, expect, it } from 'vitest';
import { readParecerPedido } from '@/api/pareceres/parecer-pedido';
import { readPedidoRow } from '@/api/pedidos/pedido-row';
import { readAreaTecnicaRow } from '@/features/areaTecnica/api/area-tecnica-row';
import { linha, type Bruto } from '@/lib/schema/linha';
import { readId, readText } from '@/lib/schema/normalise';

/** The keys a reader reads from raw, and the fields of the row it returns. */
function chaves(ler: (raw: unknown) => object | null) {
  const lidas = new Set<string>();
  const raw = new Proxy<Bruto>(
    { id: 1, codigo: '1' },
    {
      get(alvo, chave) {
        if (typeof chave === 'string') lidas.add(chave);
        return Reflect.get(alvo, chave);
      },
    },
  );
  const row = ler(raw);
  return { lidas: [...lidas].sort(), campos: Object.keys(row ?? {}).sort() };
}

describe('each list row reads each field from its own key', () => {
  it.each([
    ['readPedidoRow', readPedidoRow],
    ['readAreaTecnicaRow', readAreaTecnicaRow],
    ['readParecerPedido', readParecerPedido],
  ] as const)('%s', (_, ler) => {
    const { lidas, campos } = chaves(ler);
    expect(campos.length).toBeGreaterThan(2);
    expect(lidas).toEqual(campos);
  });

  it('a row without an indispensable field, or that is no record, is not read; a bad value empties its cell', () => {
    const ler = linha((raw: Bruto) => ({ id: readId(raw.id), nome: readText(raw.nome) }), ['id']);
    expect(ler({ nome: 'A' })).toBeNull();
    expect(ler('linha')).toBeNull();
    expect(ler({ id: '7', nome: { x: 1 } })).toEqual({ id: 7, nome: null });
  });
});
