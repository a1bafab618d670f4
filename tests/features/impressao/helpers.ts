import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { rowOf } from '../pedidos/helpers';

const caminho = (url: string) => url.replace(/^.*\/mock\/systems|^.*\/systems/, '');

/** What the browser did with the print's windows. */
interface JanelasAbertas {
  /** The documents shown, as paths after the systems API's base URL: opened with their address, or a blank window pointed at them. */
  documentos: string[];
  /** Blank windows opened within a click (docs/decisions/007-print-dialogs-and-documents.md). */
  emBranco: number;
  /** Blank windows closed again without a document (the form did not validate, the save failed). */
  fechadas: number;
}

/**
 * Records the windows the print opens (window.open): a document opened with its address, or a blank window opened in
 * the click and pointed at its document once saved. `bloquear` plays a browser whose popup blocker refuses them all.
 */
export function recordWindows({ bloquear = false } = {}): JanelasAbertas {
  const janelas: JanelasAbertas = { documentos: [], emBranco: 0, fechadas: 0 };
  const spy = vi.spyOn(window, 'open').mockImplementation((url) => {
    if (bloquear) return null;
    const endereco = String(url ?? '');
    if (endereco) {
      janelas.documentos.push(caminho(endereco));
      return { closed: false } as unknown as Window;
    }
    janelas.emBranco += 1;
    const janela = {
      closed: false,
      close() {
        if (!janela.closed) janelas.fechadas += 1;
        janela.closed = true;
      },
      location: {
        set href(url: string) {
          janelas.documentos.push(caminho(url));
        },
      },
    };
    return janela as unknown as Window;
  });
  onTestFinished(() => spy.mockRestore());
  return janelas;
}

/** The documents opened in a new window, as paths after the systems API's base URL. */
export function recordOpenedWindows(): string[] {
  return recordWindows().documentos;
}

/** Opens the print menu of a request in the list on screen. */
export async function openPrintMenu(user: UserEvent, codigo: string) {
  await chooseRowAction(user, await rowOf(user, codigo), 'Impressão');
  return screen.findByRole('dialog', { name: `Impressão do pedido nº ${codigo}` });
}
