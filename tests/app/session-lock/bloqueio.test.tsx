import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { db } from '@mocks/db/db';
import { sessionToken } from '@/lib/http/session-token';
import { recordRequests } from '../../features/pedidos/helpers';
import { colar, linhaDe } from '../../features/gerente/helpers';
import { renderApp, signInAs, naRota } from '../../utils/render-app';

// The shared ward PC's lock (docs/decisions/014-lock-and-export.md), on Pedidos de Cirurgias.

const SENHA = 'senha123';
const NOTA = 'Paciente em jejum desde as 22h, confirmar com a família';

/** Every seeded patient's name. */
const nomesSemeados = () => [...new Set(db.pedidos.flatMap((p) => (p.paciente ? [p.paciente.nome] : [])))];

/** What the page and the tab's storages hold as text (the lock's own words included). */
function textoGuardado(): string {
  const valores = screen
    .queryAllByRole('textbox', { hidden: true })
    .map((c) => (c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement ? c.value : ''));
  const armazenado = [localStorage, sessionStorage].flatMap((s) =>
    Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`),
  );
  return [document.body.textContent, ...valores, ...armazenado].join('\n');
}

/** Another tab's lock, as the idle timer of any tab announces it (session-channel.ts). */
function bloqueioEmOutraAba() {
  const canal = new BroadcastChannel('opera.sessao');
  onTestFinished(() => canal.close());
  canal.postMessage('bloqueio');
}

describe('the idle lock on a shared PC', () => {
  // The layout's idle guard, which hears the other tabs, is a lazy module: loaded first, it is there with the screen.
  beforeAll(async () => {
    await import('@/app/session-lock/idle-guard');
  });

  // A whole screen, a lock and a sign-in with its key derivation, on a shared 2-core machine.
  it(
    'leaves no patient datum in the page or the storages while locked, and the unlock gives back the typed note',
    { timeout: 40_000 },
    async () => {
      const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
      const row = await linhaDe(user, '2027302');
      const paciente = db.pedidos.find((p) => p.codigo === '2027302')?.paciente?.nome ?? '';
      expect(within(row).getByText(paciente)).toBeInTheDocument();
      // The wizard's draft of this tab, with a patient in it.
      const rascunho = JSON.stringify({ version: 3, paciente: 'MARIA APARECIDA DE SOUZA', email: 'maria@exemplo.com' });
      sessionStorage.setItem('opera.wizard.draft', rascunho);
      await user.click(within(row).getByRole('button', { name: 'Anotações (pedido 2027302)' }));
      const notas = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027302' });
      await colar(user, await within(notas).findByRole('textbox', { name: /^Anotação/ }), NOTA);

      const chamadas = recordRequests();
      bloqueioEmOutraAba();
      const bloqueio = await screen.findByRole('dialog', { name: /Sessão bloqueada/ });
      const guardado = textoGuardado();
      for (const nome of [...nomesSemeados(), NOTA, 'maria@exemplo.com']) expect(guardado).not.toContain(nome);
      expect(chamadas).toEqual([]);

      await user.type(within(bloqueio).getByLabelText(/Senha/), SENHA);
      await user.click(within(bloqueio).getByRole('button', { name: 'Desbloquear' }));
      await waitFor(() => expect(bloqueio).not.toBeInTheDocument());
      const devolvidas = screen.getByRole('dialog', { name: 'Anotações do pedido nº 2027302' });
      expect(within(devolvidas).getByRole('textbox', { name: /^Anotação/ })).toHaveValue(NOTA);
      expect(sessionStorage.getItem('opera.wizard.draft')).toBe(rascunho);
      await user.click(within(devolvidas).getByRole('button', { name: 'Salvar anotação' }));
      await waitFor(() => expect(db.anotacoes.some((a) => a.anotacao === NOTA)).toBe(true));
    },
  );

  it('a tab opened while locked sends nothing until the unlock', { timeout: 40_000 }, async () => {
    signInAs('mariana.lima');
    // Locked in another tab: the mark stays, the token and the session went with the lock.
    localStorage.setItem('opera.bloqueio', '1');
    sessionToken.end();
    const chamadas = recordRequests();
    const { user } = renderApp('/admin/pedidosCirurgia');
    const bloqueio = await screen.findByRole('dialog', { name: /Sessão bloqueada/ });
    expect(chamadas).toEqual([]);

    await user.type(within(bloqueio).getByLabelText(/Senha/), SENHA);
    await user.click(within(bloqueio).getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByRole('table', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(chamadas[0]).toBe('POST /api/loginDemanda');
  });

  it("'Sair' in another tab signs this one out too, leaving nothing of its draft", async () => {
    const { router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table', {}, { timeout: 15_000 });
    const nome = nomesSemeados()[0];
    sessionStorage.setItem('opera.wizard.draft', JSON.stringify({ version: 3, paciente: nome }));
    const canal = new BroadcastChannel('opera.sessao');
    onTestFinished(() => canal.close());
    canal.postMessage('saida');
    await naRota(router, '/auth/login');
    expect(textoGuardado()).not.toContain(nome);
  });
});
