import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusDot } from '@/components/data/status-dot';
import { NAO_INFORMADO, orNaoInformado } from '@/components/data/nao-informado';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';

describe('shared components', () => {
  it("the 'Atenção!' dialog shows the error text and closes with OK", async () => {
    const onClose = vi.fn();
    render(<AttentionDialog message="Tamanho de arquivo excedeu o tamanho máximo (5MB)" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Atenção!' })).toBeInTheDocument();
    expect(screen.getByText('Tamanho de arquivo excedeu o tamanho máximo (5MB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('the confirm dialog answers Sim and Não', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(
      <ConfirmDialog visible header="Cancelar pedido" onAccept={onAccept} onReject={onReject}>
        Deseja realmente cancelar?
      </ConfirmDialog>,
    );
    expect(await screen.findByText('Deseja realmente cancelar?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('the status dot carries its meaning in text, not colour alone', () => {
    render(<StatusDot color="#b71c1c" label="CANCELADO" />);
    expect(screen.getByText('CANCELADO')).toBeInTheDocument();
    expect(screen.getByTitle('CANCELADO')).toBeInTheDocument();
  });

  it("missing values read 'Não informado'", () => {
    expect(orNaoInformado(null)).toBe('Não informado');
    expect(orNaoInformado('   ')).toBe(NAO_INFORMADO);
    expect(orNaoInformado(0)).toBe('0');
    expect(orNaoInformado('K80.2')).toBe('K80.2');
  });
});
