// Minha Agenda (wizards-and-management.md §2 'Technical-area agenda'): the calendar, its event dialog and the day
// prints, for the anaesthesia area and another area, in both mock dialects.
import { journal } from '@mocks/journal';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { abrirEventoAberto, comFlag } from './helpers';

const agenda = () => screen.findByRole('group', { name: 'Minha Agenda' }, { timeout: 15_000 });
const eventos = async (nome: RegExp) => within(await agenda()).findAllByRole('button', { name: nome });

describe.each(['default', 'alt'] as const)('Minha Agenda (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('the anaesthesia area opens an event by keyboard: code, patient, proposed anaesthesia and the reason', async () => {
    const { user } = renderApp('/admin/agendaAreaTecnica', { as: 'paulo.nunes' });
    const cal = await agenda();
    await user.click(within(cal).getByRole('button', { name: 'Próximo' }));
    const [evento] = await eventos(/^\d\d\/\d\d\/\d{4} \d\d:\d\d — .+ — .+$/);
    evento.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /^Pedido nº / });
    const codigo = /^Código: (\S+)$/.exec(within(dialog).getByText(/^Código:/).textContent ?? '')?.[1];
    const pedido = db.pedidos.find((p) => p.codigo === codigo)!;
    expect(within(dialog).getByText(`Paciente: ${pedido.paciente!.nome}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Anestesia proposta')).toBeInTheDocument();
    expect(await within(dialog).findByText(pedido.motivoAvaliacaoAnestesica ?? 'Não informado')).toBeInTheDocument();
    expect(evento).toHaveAccessibleName(new RegExp(`${pedido.paciente!.nome}`));
  });

  it('OPME sees the items of a cancelled request with its reason; a day’s print opens the materials document', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
    const { user } = renderApp('/admin/agendaAreaTecnica', { as: 'fernanda.santos' });
    const cal = await agenda();
    expect(within(cal).queryByRole('button', { name: /^Imprimir anestesia/ })).not.toBeInTheDocument();
    await user.click(within(cal).getAllByRole('button', { name: /^Imprimir materiais de / })[0]);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/impressoMateriais\/\d{4}-\d\d-\d\d\/2\/1$/), '_blank');
    expect(screen.queryByText('O navegador bloqueou a janela do documento.')).not.toBeInTheDocument();
    // A window the browser refuses is said in words, as the print forms say it.
    open.mockReturnValue(null);
    await user.click(within(cal).getAllByRole('button', { name: /^Imprimir materiais de / })[0]);
    expect(await screen.findByText('O navegador bloqueou a janela do documento.')).toBeInTheDocument();
    await user.click(within(cal).getByRole('button', { name: 'Próximo' }));
    const [cancelado] = await eventos(/ — CANCELADO$/);
    await user.click(cancelado);
    const dialog = await screen.findByRole('dialog', { name: /^Pedido nº / });
    expect(within(dialog).getByText('Pedido cancelado')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Motivo: /)).toHaveTextContent('Motivo: DESISTÊNCIA DO PACIENTE');
    expect(within(dialog).getByText(/^Observações: /)).toHaveTextContent('Paciente desistiu do procedimento.');
    expect(await within(dialog).findByRole('region', { name: 'Itens da área técnica' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Parecer' })).toBeDisabled();
  });

  it('says Sem pedidos na agenda when there is nothing, without an empty calendar', async () => {
    db.pedidos = [];
    renderApp('/admin/agendaAreaTecnica', { as: 'paulo.nunes' });
    expect(await screen.findByText('Sem pedidos na agenda', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Minha Agenda' })).not.toBeInTheDocument();
  });

  it('a reload after an opinion that fails keeps the agenda it had and says so above it', async () => {
    const { user, dialog } = await abrirEventoAberto('fernanda.santos');
    await user.click(within(dialog).getByRole('button', { name: 'Parecer' }));
    const parecer = await screen.findByRole('dialog', { name: /^Parecer do pedido nº / });
    await user.click(await within(parecer).findByRole('radio', { name: 'APROVADO' }));
    // Twice: the read before the opinion (docs/decisions/031, which lets the write go on) and the reload after it.
    failNext('GET /api/minhaAgenda/:areaTecnicaId/:centros/:convenios', 500, {
      mensagem: 'Falha no servidor.',
      times: 2,
    });
    await user.click(within(parecer).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        /^Não foi possível atualizar a agenda: Falha no servidor\. Mostrando a agenda atualizada às \d\d:\d\d\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Minha Agenda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('Minha Agenda', () => {
  it('a failing load shows the error with a retry', async () => {
    failNext('GET /api/minhaAgendaAnestesia/:centros/:convenios', 500, { mensagem: 'Falha no servidor.' });
    renderApp('/admin/agendaAreaTecnica', { as: 'paulo.nunes' });
    expect(await screen.findByText('Falha no servidor.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('Parecer from an event opens the opinion dialog (≤ 300) and saves the opinion', async () => {
    const { user, dialog } = await abrirEventoAberto('fernanda.santos');
    await user.click(within(dialog).getByRole('button', { name: 'Parecer' }));
    const parecer = await screen.findByRole('dialog', { name: /^Parecer do pedido nº / });
    expect(within(parecer).getByRole('textbox', { name: 'Descrição' })).toHaveAttribute('maxlength', '300');
    await user.click(await within(parecer).findByRole('radio', { name: 'APROVADO' }));
    await user.click(within(parecer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Parecer do pedido/ })).not.toBeInTheDocument());
    expect(
      journal()
        .filter((c) => c.path === '/api/parecerAreaTecnica')
        .at(-1)?.body,
    ).toMatchObject({
      justificativa: '-',
      areaTecnica: 2,
      parecerTecnico: 1,
    });
  });
});

describe('Minha Agenda for a viewer', () => {
  it("a viewer ('V') of the opinions is not offered 'Parecer' from an event, and is told why", async () => {
    comFlag('fernanda.santos', 'acessoParecerAreaTecnica', 'V');
    const { dialog } = await abrirEventoAberto('fernanda.santos');
    expect(within(dialog).getByRole('button', { name: 'Parecer' })).toBeDisabled();
    expect(within(dialog).getByText('Acesso somente para visualização.')).toBeInTheDocument();
  });
});

describe('Minha Agenda’s week and legend', () => {
  it('the week’s axis reaches the night surgery at 22:40, and the legend names each status colour', async () => {
    const { user } = renderApp('/admin/agendaAreaTecnica', { as: 'fernanda.santos' });
    const cal = await agenda();
    const legenda = await screen.findByRole('list', { name: 'Legenda das cores dos status' });
    expect(within(legenda).getByText('CANCELADO')).toBeInTheDocument();
    await user.click(within(cal).getByRole('button', { name: 'Semana' }));
    // The hours' labels: the axis ran to 22:00 (its last label 21), it now reaches the 22:40 surgery.
    expect(await within(cal).findByText('22')).toBeInTheDocument();
    expect(within(cal).getByText('23')).toBeInTheDocument();
  });
});
