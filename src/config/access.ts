import type { AccessFlag, AccessFlags } from './access-flags';
import { APP_VERSION, paths } from './paths';

interface MenuEntry {
  key: string;
  path: string;
  label: string;
  icon: string;
  flag: AccessFlag;
}

/** The side menu, in the order of requester-side.md §6, each entry with its flag. */
export const MENU = [
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
] as const satisfies readonly MenuEntry[];

/** A side-menu entry, its path as the route's own type. */
type Menu = (typeof MENU)[number];

/** A flag allows when present and not 'N' (spec §6). */
export function isAllowed(profissional: AccessFlags, flag: AccessFlag): boolean {
  const value = profissional[flag];
  return value !== null && value !== undefined && value !== '' && value !== 'N';
}

/** A view-only flag ('V', in any case: wizards-and-management.md §6 'Observers'). */
function isViewOnly(profissional: AccessFlags, flag: AccessFlag): boolean {
  return String(profissional[flag] ?? '').toUpperCase() === 'V';
}

// The observers (wizards-and-management.md §6 'Observers'): view-only access, one check per screen that has them.

/**
 * A viewer of the technical areas' opinions gives none, from the list or from Minha Agenda: the opinion's POST is
 * refused for acessoParecerAreaTecnica 'V' (docs/decisions.md 'Parecer Área Técnica for a viewer').
 */
export const observadorDePareceres = (profissional: AccessFlags): boolean =>
  isViewOnly(profissional, 'acessoParecerAreaTecnica');

/** The manager list's observer (acessoPedidosCirurgia 'V'): none of its write actions, no conference nor reschedule. */
export const observadorDePedidos = (profissional: AccessFlags): boolean =>
  isViewOnly(profissional, 'acessoPedidosCirurgia');

/** The Demandas observer (acessoTodasDemandas 'V'): sees the notes but adds or deletes none, corrects no demand. */
export const observadorDeDemandas = (profissional: AccessFlags): boolean =>
  isViewOnly(profissional, 'acessoTodasDemandas');

/**
 * Who may not write notes on a request: a 'profissionalObservador', and the manager list's observer. Either sees the
 * notes and may delete one after confirming.
 */
export function observadorDeAnotacoes(
  profissional: AccessFlags & { profissionalObservador?: boolean | null },
): boolean {
  return profissional.profissionalObservador === true || observadorDePedidos(profissional);
}

/** Where a denied route sends the user: the first permitted screen in this order (wizards-and-management.md §6). */
const REDIRECT_ORDER: readonly { path: ScreenPath; flag: AccessFlag }[] = [
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

/**
 * Where a server version other than the app's sends the user: the outdated-version notice (wizards-and-management.md
 * §4 'Login and version'); null while the version is unread or the same.
 */
export function destinoDaVersao(versaoDoServidor: string | undefined): string | null {
  return versaoDoServidor !== undefined && versaoDoServidor !== APP_VERSION ? paths.avisoAtualizacao : null;
}

/** The first permitted screen, or null when the professional may see nothing. */
export function firstPermittedPath(profissional: AccessFlags): ScreenPath | null {
  return REDIRECT_ORDER.find((r) => isAllowed(profissional, r.flag))?.path ?? null;
}

export function visibleMenu(profissional: AccessFlags): Menu[] {
  return MENU.filter((m) => isAllowed(profissional, m.flag));
}

/** The admin layout's routes that are not menu entries, with the flags guarding them (docs/decisions.md). Any one allows. */
export const EXTRA_SCREENS = [
  { path: paths.wizard, flags: ['acessoMeusPedidos'] },
  { path: paths.wizardDemanda, flags: ['acessoDemandaMedico'] },
  { path: paths.wizardGerente, flags: ['acessoPedidosCirurgia'] },
  { path: paths.resumoCheckList, flags: ['acessoChecklistGeral'] },
] as const satisfies readonly { path: string; flags: readonly AccessFlag[] }[];

/** The bed map's flags: the one guarded route with its own full-width layout. */
export const MAPA_LEITO_FLAGS: readonly AccessFlag[] = ['acessoSalasCirurgicas'];

/** Every screen of the admin layout, by its path: each has a loader (src/app/routes/screen-loaders.ts). */
export type ScreenPath = Menu['path'] | (typeof EXTRA_SCREENS)[number]['path'];
