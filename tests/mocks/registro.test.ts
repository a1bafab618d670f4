// The mock's records are typed by the app's contract (mocks/db/registro.ts): a record's fields are the field list of
// the write that stores it, so a field added to the contract shows up in the mock's types, and the seed holds them.
import { describe, expect, it } from 'vitest';
import { ATENDIMENTO_CAMPOS, INTERNACAO_CAMPOS, PACIENTE_CAMPOS } from '@/features/wizard/model/escritas-campos';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import { db } from '@mocks/db/db';
import type { Registro } from '@mocks/db/registro';

describe('records typed by the contract', () => {
  it('a record type without a listed field stores nothing, and one with an unlisted field does not compile', () => {
    // @ts-expect-error 'b' is in the list but not in the record: the record is never.
    const semCampo: Registro<'a' | 'b', { a: number }> = { a: 1 };
    // @ts-expect-error 'c' is not in the list.
    const comOutro: Registro<'a', { a: number; c: number }> = { a: 1, c: 2 };
    const exato: Registro<'a', { a: number }> = { a: 1 };

    expect([semCampo, comOutro, exato]).toEqual([{ a: 1 }, { a: 1, c: 2 }, { a: 1 }]);
  });

  it('the seeded patients, encounters and admissions hold exactly their writes’ fields, the requests every PUT field', () => {
    const comId = (campos: readonly string[]) => ['id', ...campos].sort();
    const pedido = db.pedidos.find((p) => p.atendimento && p.internacao)!;

    expect(Object.keys(db.pacientes[0]).sort()).toEqual(comId(PACIENTE_CAMPOS));
    expect(Object.keys(pedido.atendimento!).sort()).toEqual(comId(ATENDIMENTO_CAMPOS));
    expect(Object.keys(pedido.internacao!).sort()).toEqual(comId(INTERNACAO_CAMPOS));
    expect(PEDIDO_CAMPOS.filter((c) => !(c in pedido) && c !== 'ano0' && c !== 'statusInicial')).toEqual([]);
  });
});
