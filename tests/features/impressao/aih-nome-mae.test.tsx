import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { renderApp } from '../../utils/render-app';
import { openPrintMenu } from './helpers';

// requester-side.md §5 'AIH patient step' and §7 (buscarDadosPacienteAIH → nomeMae): the form starts from the
// patient's data, the mother's name included.
describe.each(['default', 'alt'] as const)('AIH request — the mother’s name (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it('pre-fills Nome da mãe with the name the patient’s record holds', async () => {
    const paciente = db.pedidos.find((p) => p.id === 1019)!.paciente!;
    const legado = db.legadoPacientes.find((l) => l.SEQ_PACIENTE === paciente.idLegado)!;
    expect(legado.NOM_MAE).toBeTruthy();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(within(await openPrintMenu(user, '2027019')).getByRole('button', { name: 'Solicitação de AIH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação de AIH — pedido nº 2027019' });
    expect(within(dialog).getByLabelText(/^Nome da mãe/)).toHaveValue(legado.NOM_MAE!.toUpperCase());
  });
});
