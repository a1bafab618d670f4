import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { signInAs, type SeedUser } from '../../utils/render-app';

function openPanel(pedidoId: number, as: SeedUser = 'mariana.lima') {
  signInAs(as);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <NotasPedidoDialog pedidoId={pedidoId} codigo={String(2026_000 + pedidoId)} onClose={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: `Anotações do pedido nº ${2026_000 + pedidoId}` }) };
}

async function rowWith(dialog: HTMLElement, text: string) {
  await within(dialog).findByText(text);
  return within(dialog)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text) !== null)!;
}

// The cells of both flags, each with its stacked title.
const flags = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(2, 4)
    .map((c) => c.textContent);

describe('Notes panel (spec decision 14)', () => {
  it('lists the notes with who sees them, refuses an empty note and saves a new one', async () => {
    const { user, dialog } = openPanel(1000);
    const row = await rowWith(dialog, 'Favor anexar o risco cirúrgico do cardiologista.');
    expect(flags(row)).toEqual(['Para médicoSim', 'Para Área TécnicaNão']);
    for (const header of ['Anotação', 'Data', 'Para médico', 'Para Área Técnica', 'Ações']) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(dialog).findByLabelText('Filtrar por data')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar anotação' }));
    expect(await within(dialog).findByText('A anotação é obrigatória.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: /Anotação/ }));
    await user.paste('Sala 3 confirmada.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Para Área Técnica' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar anotação' }));
    const nova = await rowWith(dialog, 'Sala 3 confirmada.');
    expect(flags(nova)).toEqual(['Para médicoNão', 'Para Área TécnicaSim']);
    expect(db.anotacoes.find((a) => a.anotacao === 'Sala 3 confirmada.')).toMatchObject({
      pedidoCirurgia: 1000,
      mostraMeusPedidos: false,
      mostraAreaTecnica: true,
    });
    expect(within(dialog).getByRole('textbox', { name: /Anotação/ })).toHaveValue('');
  });

  it('a failed save keeps the text; deleting asks first', async () => {
    const { user, dialog } = openPanel(1000);
    await within(dialog).findByText('Paciente confirmou jejum e acompanhante.');
    failNext('POST /api/anotacao', 500, { mensagem: 'Falha ao salvar anotação.' });
    await user.click(within(dialog).getByRole('textbox', { name: /Anotação/ }));
    await user.paste('Rever jejum.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar anotação' }));
    expect(await screen.findByText('Falha ao salvar anotação.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Anotação/ })).toHaveValue('Rever jejum.');

    const row = await rowWith(dialog, 'Paciente confirmou jejum e acompanhante.');
    await user.click(within(row).getByRole('button', { name: /^Excluir anotação/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir anotação' });
    expect(within(confirm).getByText('Deseja realmente excluir?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await expect.poll(() => within(dialog).queryByText('Paciente confirmou jejum e acompanhante.')).toBeNull();
    expect(db.anotacoes.some((a) => a.id === 2)).toBe(false);
  });

  it('an observer sees the notes but no form', async () => {
    const { dialog } = openPanel(1000, 'roberto.pereira');
    await within(dialog).findByText('Favor anexar o risco cirúrgico do cardiologista.');
    expect(within(dialog).queryByRole('form', { name: 'Nova anotação' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Salvar anotação' })).not.toBeInTheDocument();
  });

  it('a request without notes says so', async () => {
    db.anotacoes = db.anotacoes.filter((a) => a.pedidoCirurgia !== 1003);
    const { dialog } = openPanel(1003);
    expect(await within(dialog).findByText('Sem anotações')).toBeInTheDocument();
  });

  it('a failing load offers to try again', async () => {
    failNext('GET /api/anotacaodetail/:pedido/:a/:b', 500);
    const { dialog } = openPanel(1000);
    expect(await within(dialog).findByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
