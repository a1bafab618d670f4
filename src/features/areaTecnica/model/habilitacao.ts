// When an opinion can be given (wizards-and-management.md §4 'Technical opinions').

/** What the rule reads of a request, the area and the configuration; days as yyyy-mm-dd. */
export interface HabilitacaoInput {
  statusId: number | null;
  /** The surgery day, or null when unknown. */
  diaCirurgia: string | null;
  hoje: string;
  /** The area's current opinion (its parecerTecnico id), or null when it has none. */
  parecerAtual: number | null;
  areaId: number;
  /** acessoParecerAreaTecnica 'V': the list is view only (§6). */
  observador: boolean;
  config: {
    statusFinalizado: number | null;
    statusCancelado: number | null;
    parecerAprovacaoSistema: number | null;
    areasTecnicasSemBloqueioParecer: readonly number[];
  };
}

export type Habilitacao = { habilitado: true } | { habilitado: false; motivo: string };

export const MOTIVO_OBSERVADOR = 'Acesso somente para visualização.';
export const MOTIVO_CANCELADO = 'Pedido cancelado: não recebe parecer.';
export const MOTIVO_DATA_PASSADA = 'A data da cirurgia já passou: não recebe parecer.';
export const MOTIVO_FINALIZADO = 'Pedido finalizado: o parecer não pode ser alterado.';
export const MOTIVO_APROVACAO_SISTEMA = 'Aprovação automática do sistema: o parecer não pode ser alterado.';

/** The request is cancelled: its status is the configured `statusCancelado` (an unread status never is). */
export function pedidoCancelado(statusId: number | null, statusCancelado: number | null | undefined): boolean {
  return statusId !== null && statusId === statusCancelado;
}

const SIM: Habilitacao = { habilitado: true };
const nao = (motivo: string): Habilitacao => ({ habilitado: false, motivo });

/**
 * An opinion can be given only if the surgery date is not in the past and the request is not cancelled (§4), and
 * never by a viewer ('V', §6), from the list or the agenda.
 */
export function podeDarParecer(
  i: Pick<HabilitacaoInput, 'statusId' | 'diaCirurgia' | 'hoje' | 'config' | 'observador'>,
): Habilitacao {
  if (i.observador) return nao(MOTIVO_OBSERVADOR);
  if (pedidoCancelado(i.statusId, i.config.statusCancelado)) return nao(MOTIVO_CANCELADO);
  if (i.diaCirurgia !== null && i.diaCirurgia < i.hoje) return nao(MOTIVO_DATA_PASSADA);
  return SIM;
}

/**
 * The opinion list's dot: the request is not finalised, and it has no opinion yet, or the current one is not the
 * automatic system approval, or the area is exempt from opinion blocking; and the general rule above holds. A viewer
 * ('V') never opens it.
 */
export function pontoHabilitado(i: HabilitacaoInput): Habilitacao {
  if (i.observador) return nao(MOTIVO_OBSERVADOR);
  if (i.statusId !== null && i.statusId === i.config.statusFinalizado) return nao(MOTIVO_FINALIZADO);
  const bloqueado =
    i.parecerAtual !== null &&
    i.parecerAtual === i.config.parecerAprovacaoSistema &&
    !i.config.areasTecnicasSemBloqueioParecer.includes(i.areaId);
  if (bloqueado) return nao(MOTIVO_APROVACAO_SISTEMA);
  return podeDarParecer(i);
}

/** The rule's configuration from the system's (unreadable keys are null, no exempt area). */
export function configDaHabilitacao(
  c:
    | {
        statusFinalizado?: number | null;
        statusCancelado?: number | null;
        parecerAprovacaoSistema?: number | null;
        areasTecnicasSemBloqueioParecer?: readonly number[] | null;
      }
    | undefined,
): HabilitacaoInput['config'] {
  return {
    statusFinalizado: c?.statusFinalizado ?? null,
    statusCancelado: c?.statusCancelado ?? null,
    parecerAprovacaoSistema: c?.parecerAprovacaoSistema ?? null,
    areasTecnicasSemBloqueioParecer: c?.areasTecnicasSemBloqueioParecer ?? [],
  };
}
