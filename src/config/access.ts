import type { AccessFlag, AccessFlags } from './access-flags';
import { paths } from './paths';

export interface MenuEntry {
  key: string;
  path: string;
  label: string;
  icon: string;
  flag: AccessFlag;
}

/** The side menu, in the order of requester-side.md §6, each entry with its flag. */
export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', path: paths.dashboard, label: 'Dashboard', icon: 'pi pi-chart-bar', flag: 'acessoDashBoard' },
  {
    key: 'mapaDeSalas',
    path: paths.mapaDeSalas,
    label: 'Mapa de Salas',
    icon: 'pi pi-th-large',
    flag: 'acessoSalasCirurgicas',
  },
  { key: 'meusPedidos', path: paths.meusPedidos, label: 'Meus Pedidos', icon: 'pi pi-file', flag: 'acessoMeusPedidos' },
  {
    key: 'pedidosResidentes',
    path: paths.pedidosResidentes,
    label: 'Pedidos de Residentes',
    icon: 'pi pi-users',
    flag: 'acessoPedidosResidentes',
  },
  {
    key: 'pedidosCirurgia',
    path: paths.pedidosCirurgia,
    label: 'Pedidos de Cirurgias',
    icon: 'pi pi-briefcase',
    flag: 'acessoPedidosCirurgia',
  },
  {
    key: 'checkListGeral',
    path: paths.checkListGeral,
    label: 'Checklist Geral',
    icon: 'pi pi-check-square',
    flag: 'acessoChecklistGeral',
  },
  {
    key: 'pareceresAreaTecnica',
    path: paths.pareceresAreaTecnica,
    label: 'Parecer Área Técnica',
    icon: 'pi pi-comments',
    flag: 'acessoParecerAreaTecnica',
  },
  {
    key: 'agendaAreaTecnica',
    path: paths.agendaAreaTecnica,
    label: 'Minha Agenda',
    icon: 'pi pi-calendar',
    flag: 'acessoAgendaAreaTecnica',
  },
  {
    key: 'agendaMedico',
    path: paths.agendaMedico,
    label: 'Agenda do Médico',
    icon: 'pi pi-calendar-plus',
    flag: 'acessoAgendaMedico',
  },
  {
    key: 'minhasDemandas',
    path: paths.minhasDemandas,
    label: 'Minhas Demandas',
    icon: 'pi pi-list',
    flag: 'acessoDemandaMedico',
  },
  { key: 'demandas', path: paths.demandas, label: 'Demandas', icon: 'pi pi-inbox', flag: 'acessoTodasDemandas' },
  {
    key: 'relatorioDemandaCirurgica',
    path: paths.relatorioDemandaCirurgica,
    label: 'Relatórios',
    icon: 'pi pi-download',
    flag: 'acessoRelatorios',
  },
];

/** A flag allows when present and not 'N' (spec §6). */
export function isAllowed(profissional: AccessFlags, flag: AccessFlag): boolean {
  const value = profissional[flag];
  return value !== null && value !== undefined && value !== '' && value !== 'N';
}

/** A view-only flag ('V', in any case: wizards-and-management.md §6 'Observers'). */
export function isViewOnly(profissional: AccessFlags, flag: AccessFlag): boolean {
  return String(profissional[flag] ?? '').toUpperCase() === 'V';
}

/**
 * A viewer of the technical areas' opinions gives none, from the list or from Minha Agenda: the opinion's POST is
 * refused for acessoParecerAreaTecnica 'V' (docs/decisions.md 'Parecer Área Técnica for a viewer').
 */
export const parecerSomenteVisualizacao = (profissional: AccessFlags): boolean =>
  isViewOnly(profissional, 'acessoParecerAreaTecnica');

/** Where a denied route sends the user: the first permitted screen in this order (wizards-and-management.md §6). */
const REDIRECT_ORDER: readonly { path: string; flag: AccessFlag }[] = [
  { path: paths.mapaDeSalas, flag: 'acessoSalasCirurgicas' },
  { path: paths.meusPedidos, flag: 'acessoMeusPedidos' },
  { path: paths.minhasDemandas, flag: 'acessoDemandaMedico' },
  { path: paths.pedidosCirurgia, flag: 'acessoPedidosCirurgia' },
  { path: paths.checkListGeral, flag: 'acessoChecklistGeral' },
  { path: paths.pareceresAreaTecnica, flag: 'acessoParecerAreaTecnica' },
  // As the specification says: in the redirect order this screen is gated by the pedidosCirurgia flag.
  { path: paths.pedidosResidentes, flag: 'acessoPedidosCirurgia' },
  { path: paths.agendaAreaTecnica, flag: 'acessoAgendaAreaTecnica' },
  { path: paths.dashboard, flag: 'acessoDashBoard' },
  { path: paths.agendaMedico, flag: 'acessoAgendaMedico' },
  { path: paths.demandas, flag: 'acessoTodasDemandas' },
  { path: paths.relatorioDemandaCirurgica, flag: 'acessoRelatorios' },
];

/** The first permitted screen, or null when the professional may see nothing. */
export function firstPermittedPath(profissional: AccessFlags): string | null {
  return REDIRECT_ORDER.find((r) => isAllowed(profissional, r.flag))?.path ?? null;
}

export function visibleMenu(profissional: AccessFlags): MenuEntry[] {
  return MENU.filter((m) => isAllowed(profissional, m.flag));
}

/** Flags guarding the routes that are not menu entries (docs/decisions.md). Any one of them allows. */
export const EXTRA_ROUTE_FLAGS: Readonly<Record<string, readonly AccessFlag[]>> = {
  [paths.wizard]: ['acessoMeusPedidos'],
  [paths.wizardDemanda]: ['acessoDemandaMedico'],
  [paths.wizardGerente]: ['acessoPedidosCirurgia'],
  [paths.resumoCheckList]: ['acessoChecklistGeral'],
  [paths.mapaLeito]: ['acessoSalasCirurgicas'],
};
