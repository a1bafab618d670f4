import type { Profissional } from '@/api/session/profissional';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';
import { db } from '@mocks/db/db';
import { pendenteParaArea } from '@mocks/handlers/main/area-tecnica-views';
import { screen, within } from '@testing-library/react';
import { renderApp, type SeedUser } from '../../utils/render-app';

export function profissionalDe(username: SeedUser): Profissional {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  return user.profissional;
}

/** A seeded user's flag changed for one test (the mock database is reset after each test). */
export function comFlag(username: SeedUser, flag: 'acessoParecerAreaTecnica', valor: string) {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  user.profissional = { ...user.profissional, [flag]: valor };
}

/** A request of the default period (today to today + 30) the user's area still owes an opinion on. */
export function pedidoSemParecer(username: SeedUser) {
  const profissional = profissionalDe(username);
  const fim = addDays(saoPauloIsoDay(), 30);
  const pedido = db.pedidos.find(
    (p) => pendenteParaArea(p, profissional) && (p.dataHoraSugerida ?? '').slice(0, 10) <= fim,
  );
  if (!pedido) throw new Error('semente sem pedido pendente no período');
  return pedido;
}

/** Opens, in Minha Agenda's next month, the first event of a request still open to an opinion. */
export async function abrirEventoAberto(username: SeedUser) {
  const view = renderApp('/admin/agendaAreaTecnica', { as: username });
  const cal = await screen.findByRole('group', { name: 'Minha Agenda' }, { timeout: 15_000 });
  await view.user.click(within(cal).getByRole('button', { name: 'Próximo' }));
  const [evento] = await within(cal).findAllByRole('button', { name: / — (AGUARDANDO CONFERÊNCIA|CONFERIDO)$/ });
  await view.user.click(evento);
  const dialog = await screen.findByRole('dialog', { name: /^Pedido nº / });
  return { ...view, dialog };
}
