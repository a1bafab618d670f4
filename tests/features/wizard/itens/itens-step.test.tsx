import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { novoItem } from '@/features/wizard/model/itens';
import { EMPTY_ITENS } from '@/features/wizard/model/form';
import { pickOption } from '../../../utils/primereact';
import { choose, renderItens } from './harness';

const escolhidos = (titulo: string) => screen.findByRole('list', { name: `${titulo} escolhidos` });
/** The chosen list of the group shows `texto` (waits: the list may be shown before the item just confirmed). */
const contem = (titulo: string, texto: string | RegExp) =>
  waitFor(() => expect(screen.getByRole('list', { name: `${titulo} escolhidos` })).toHaveTextContent(texto));

describe('step 3 Itens', () => {
  it('asks the quantity of a consumable: the list shows it, zero becomes 1, Cancelar adds nothing', async () => {
    const { user, values } = renderItens();
    await choose(user, 'Material Consumível', 'FIO DE SUTURA NYLON 3-0');
    let dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    const quantidade = within(dialog).getByLabelText(/Quantidade/);
    await user.clear(quantidade);
    await user.type(quantidade, '12345');
    expect(quantidade).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await contem('Material Consumível', 'FIO DE SUTURA NYLON 3-0 (1234)');
    // The next item's dialog, not this one on its way out.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await choose(user, 'Material Consumível', 'COMPRESSA CIRURGICA ESTERIL');
    dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    await user.clear(within(dialog).getByLabelText(/Quantidade/));
    await user.type(within(dialog).getByLabelText(/Quantidade/), '0{Enter}');
    await contem('Material Consumível', 'COMPRESSA CIRURGICA ESTERIL (1)');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await choose(user, 'Material Consumível', 'DRENO DE SUCCAO 4.8MM');
    dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(values().itens.consumivel.map((i) => [i.id, i.quantidade])).toEqual([
      [201, 1234],
      [202, 1],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remover FIO DE SUTURA NYLON 3-0 (1234)' }));
    expect(values().itens.consumivel.map((i) => i.id)).toEqual([202]);
  });

  // The multi-select's panel focuses its filter when its opening transition ends (PrimeReact's onEntered). Left open
  // behind the quantity dialog, that came after the user had clicked into the quantity field whenever the option was
  // picked before the panel had finished opening (a quick pick, a busy PC): the keys went to the filter and the
  // quantity stayed 1. The timers are held here so that the panel's transition ends exactly between the click and
  // the typing.
  it('keeps the quantity typed while the panel behind the dialog finishes opening (it closes when asked)', async () => {
    const { user, values } = renderItens();
    // The catalogues are read first, with real timers: open the panel once, see the option, close it.
    await user.click(await screen.findByLabelText('Material Consumível'));
    await screen.findAllByRole('option', { name: 'FIO DE SUTURA NYLON 3-0', hidden: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library lets its own zero-delay timeout run under fake timers only when it sees Jest's API.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    try {
      const rapido = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
      await rapido.click(screen.getByLabelText('Material Consumível'));
      const [opcao] = screen.getAllByRole('option', { name: 'FIO DE SUTURA NYLON 3-0', hidden: true });
      await rapido.click(opcao);
      const campo = within(screen.getByRole('dialog', { name: 'Quantidade' })).getByLabelText(/Quantidade/);
      await rapido.click(campo);
      await rapido.keyboard('{Backspace}');
      // Both opening transitions end (the panel's 120 ms, the dialog's 150 ms), then the user types.
      act(() => vi.advanceTimersByTime(130));
      await rapido.keyboard('12');
      act(() => vi.advanceTimersByTime(400));
      await rapido.keyboard('34');
      expect(campo).toHaveValue('1234');
      await rapido.keyboard('{Enter}');
      act(() => vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    await contem('Material Consumível', 'FIO DE SUTURA NYLON 3-0 (1234)');
    expect(values().itens.consumivel.map((i) => [i.id, i.quantidade])).toEqual([[201, 1234]]);
  });

  it('changes the quantity of an item already chosen, in the same dialog, starting from its quantity', async () => {
    const { user, values } = renderItens();
    await choose(user, 'Material Consumível', 'FIO DE SUTURA NYLON 3-0');
    const pergunta = await screen.findByRole('dialog', { name: 'Quantidade' });
    await user.clear(within(pergunta).getByLabelText(/Quantidade/));
    await user.type(within(pergunta).getByLabelText(/Quantidade/), '3');
    await user.click(within(pergunta).getByRole('button', { name: 'OK' }));
    await contem('Material Consumível', 'FIO DE SUTURA NYLON 3-0 (3)');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Alterar quantidade de FIO DE SUTURA NYLON 3-0 (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    const quantidade = within(dialog).getByLabelText(/Quantidade/);
    expect(quantidade).toHaveValue('3');
    await user.clear(quantidade);
    await user.type(quantidade, '7{Enter}');
    await contem('Material Consumível', 'FIO DE SUTURA NYLON 3-0 (7)');
    expect(values().itens.consumivel.map((i) => [i.id, i.quantidade])).toEqual([[201, 7]]);
    // A group whose quantity is always 1 offers no change.
    expect(screen.queryByRole('button', { name: /Alterar quantidade de .*Caixa/i })).not.toBeInTheDocument();
  });

  it('asks quantity and unit of a blood product', async () => {
    const { user, values } = renderItens();
    await choose(user, 'Hemocomponentes', 'PLASMA FRESCO CONGELADO');
    const dialog = await screen.findByRole('dialog', { name: 'Quantidade e unidade' });
    await user.clear(within(dialog).getByLabelText(/Quantidade/));
    await user.type(within(dialog).getByLabelText(/Quantidade/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Informe a unidade de medida.')).toBeInTheDocument();
    await pickOption(user, 'Unidade de medida *', 'BOLSA(S)');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await contem('Hemocomponentes', 'PLASMA FRESCO CONGELADO (2 BOLSAS)');
    expect(values().itens.hemocomponentes).toEqual([{ ...novoItem(402, 2), unidadeMedida: 3 }]);

    // A negative quantity (pasted) becomes 1, as zero does.
    await choose(user, 'Hemocomponentes', 'CONCENTRADO DE PLAQUETAS');
    const outro = await screen.findByRole('dialog', { name: 'Quantidade e unidade' });
    await user.clear(within(outro).getByLabelText(/Quantidade/));
    await user.click(within(outro).getByLabelText(/Quantidade/));
    await user.paste('-3');
    await pickOption(user, 'Unidade de medida *', 'UNIDADE(S)');
    await user.click(within(outro).getByRole('button', { name: 'OK' }));
    await contem('Hemocomponentes', 'CONCENTRADO DE PLAQUETAS (1 UNIDADE)');
  });

  it('asks the justification of an eventual OPME box, uppercased, when leaving the step', async () => {
    const { user, values } = renderItens();
    await choose(user, 'Caixas OPME', 'CAIXA OPME PROTESE TOTAL DE JOELHO');
    const dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const linha = await screen.findByRole('group', { name: 'CAIXA OPME PROTESE TOTAL DE JOELHO (1)' });
    await user.click(within(linha).getByLabelText('Item Eventual'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const justificativa = await within(linha).findByLabelText(/Justificativa do item eventual/);
    expect(await within(linha).findByText('Informe a justificativa para o item eventual.')).toBeInTheDocument();
    expect(justificativa).toHaveAttribute('aria-invalid', 'true');
    await user.type(justificativa, 'tamanho especial');
    expect(justificativa).toHaveValue('TAMANHO ESPECIAL');
    expect(justificativa).toHaveAttribute('maxlength', '200');
    expect(values().itens.opme[0]).toMatchObject({ itemEventual: true, justificativaEventual: 'TAMANHO ESPECIAL' });
  });

  it("adds every exam with 'Todos', and starts the group with the encounter's exams", async () => {
    const { user, values } = renderItens({ exames: [101, 103] });
    const exames = await escolhidos('Exames');
    await waitFor(() => expect(exames).toHaveTextContent('HEMOGRAMA COMPLETO'));
    expect(values().itens.exames.map((i) => i.id)).toEqual([101, 103]);
    await choose(user, 'Exames', 'Todos');
    await waitFor(() => expect(values().itens.exames).toHaveLength(7));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns that a surgical box is used by another request, with its data', async () => {
    const { user, values } = renderItens();
    await choose(user, 'Caixa Cirúrgica', 'CAIXA DE ORTOPEDIA GRANDES FRAGMENTOS');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de utilização de caixa cirúrgica' });
    expect(await within(dialog).findByText('2027011')).toBeInTheDocument();
    expect(values().itens.caixaCirurgica.map((i) => i.id)).toEqual([302]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A box nobody uses raises no warning.
    await choose(user, 'Caixa Cirúrgica', 'CAIXA DE CIRURGIA GERAL');
    await waitFor(() => expect(values().itens.caixaCirurgica.map((i) => i.id)).toEqual([302, 303]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switching to urgency removes the OPME boxes urgency does not allow, after a dialog listing them', async () => {
    const { user, values } = renderItens({
      itens: { ...EMPTY_ITENS, opme: [novoItem(601), novoItem(602, 2), novoItem(605)] },
    });
    const caixas = await escolhidos('Caixas OPME');
    await waitFor(() => expect(caixas).toHaveTextContent('CAIXA OPME PROTESE TOTAL DE JOELHO (2)'));
    await user.click(screen.getByRole('button', { name: 'Mudar para urgência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Itens removidos' });
    const lista = within(dialog).getByRole('list', { name: 'Itens removidos do pedido' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CAIXA OPME PROTESE TOTAL DE JOELHO', 'CAIXA OPME PARAFUSOS PEDICULARES']);
    expect(values().itens.opme.map((i) => i.id)).toEqual([601]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
