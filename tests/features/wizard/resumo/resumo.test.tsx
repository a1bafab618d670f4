import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumoStep } from '@/features/wizard/components/resumo/resumo-step';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { contexto, PEDIDO_COMPLETO, renderResumo } from './harness';

const valor = (card: HTMLElement, rotulo: string) => {
  const dt = within(card).getByText(rotulo, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('step 4: Resumo do pedido', () => {
  it('shows the request in its cards, names resolved, phones and dates formatted', async () => {
    renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto());
    expect(screen.getByRole('heading', { name: 'Resumo do pedido' })).toBeInTheDocument();
    for (const titulo of [
      'Solicitante',
      'Paciente',
      'Atendimento',
      'Dados Solicitação',
      'Anestesia',
      'Data da Cirurgia e Internação',
    ]) {
      expect(screen.getByRole('region', { name: titulo })).toBeInTheDocument();
    }
    const solicitante = screen.getByRole('region', { name: 'Solicitante' });
    expect(valor(solicitante, 'Requisitante')).toBe('CARLOS EDUARDO MENDES');
    expect(valor(solicitante, 'Responsável')).toBe('123456 - CARLOS EDUARDO MENDES');

    const paciente = screen.getByRole('region', { name: 'Paciente' });
    expect(valor(paciente, 'Data de nascimento')).toBe('14/03/1958');
    expect(valor(paciente, 'Telefone')).toBe('(14) 3222-1234');
    expect(valor(paciente, 'Celular')).toBe('(14) 99123-4567');
    expect(valor(paciente, 'E-mail')).toBe('Não informado');
    await waitFor(() => expect(valor(paciente, 'Convênio')).toBe('SUS'));

    const dados = screen.getByRole('region', { name: 'Dados Solicitação' });
    await waitFor(() => expect(valor(dados, 'Centro cirúrgico')).toBe('CENTRO CIRÚRGICO CENTRAL'));
    await waitFor(() => expect(valor(dados, 'Caráter')).toBe('ELETIVO'));
    expect(valor(dados, 'Lateralidade')).toBe('Direita');
    expect(valor(dados, 'Procedimento principal')).toBe('0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (1)');
    await waitFor(() => expect(valor(dados, 'CID principal')).toBe('M17.1 - OUTRAS GONARTROSES PRIMARIAS'));
    expect(valor(dados, 'Procedimentos secundários')).toBe('Não informado');
    expect(valor(dados, 'Cirurgia oncológica')).toBe('Não');

    const anestesia = screen.getByRole('region', { name: 'Anestesia' });
    await waitFor(() => expect(valor(anestesia, 'Tipo de anestesia')).toBe('RAQUIDIANA'));
    expect(valor(anestesia, 'Motivo da avaliação')).toBe('Não informado');

    const datas = screen.getByRole('region', { name: 'Data da Cirurgia e Internação' });
    expect(valor(datas, 'Data sugerida da cirurgia')).toBe('30/11/2026 07:00');
    expect(valor(datas, 'Data da internação')).toBe('29/11/2026 07:00');
    await waitFor(() => expect(valor(datas, 'Sala cirúrgica')).toBe('SALA 01'));
    await waitFor(() => expect(valor(datas, 'Acomodação')).toBe('ENFERMARIA'));

    const itens = screen.getByRole('region', { name: 'Itens Cirurgia' });
    expect(await within(itens).findByText('CAIXA OPME PROTESE TOTAL DE JOELHO (1)')).toBeInTheDocument();
    expect(await within(itens).findByText('CONCENTRADO DE HEMACIAS (2 BOLSAS)')).toBeInTheDocument();
    expect(await within(itens).findByText('ARCO EM C (INTENSIFICADOR DE IMAGEM)')).toBeInTheDocument();
    // Consumables, surgical boxes and exams were not chosen.
    expect(within(itens).getAllByText('Não informado')).toHaveLength(3);
  });

  it('shows Não informado for every value not filled in', () => {
    renderResumo(<ResumoStep />, emptyWizardForm(), contexto());
    const paciente = screen.getByRole('region', { name: 'Paciente' });
    expect(valor(paciente, 'Nome')).toBe('Não informado');
    expect(valor(paciente, 'Telefone')).toBe('Não informado');
    const datas = screen.getByRole('region', { name: 'Data da Cirurgia e Internação' });
    expect(valor(datas, 'Data sugerida da cirurgia')).toBe('Não informado');
    const itens = screen.getByRole('region', { name: 'Itens Cirurgia' });
    expect(within(itens).getAllByText('Não informado')).toHaveLength(6);
  });

  it('with no stored request goes to Meus Pedidos', async () => {
    const { router } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido: null }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/meusPedidos');
  });
});
