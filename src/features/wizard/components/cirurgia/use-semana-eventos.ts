import type { EventInput } from '@fullcalendar/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { addDays, addMinutes } from '@/lib/dates/wall-clock';
import { reservasQuery } from '../../api/get-pedidos-wizard';
import { programacoesQuery } from '../../api/get-programacoes';
import { slaMinimoQuery } from '../../api/sla-minimo-query';
import { blocosDaSemana, motivoTexto, slotsDaSemana, tituloSlot } from '../../model/slots';
import type { RoomCalendarProps } from './room-calendar';

type Semana = Pick<
  RoomCalendarProps,
  | 'equipeId'
  | 'centroId'
  | 'sala'
  | 'duracaoMinutos'
  | 'intervaloMinutos'
  | 'agora'
  | 'sla'
  | 'selecionado'
  | 'pedidoId'
>;

/** A week's events, and whether they are all read (`lida`) or one of their calls failed (`falhou`). */
interface EventosDaSemana {
  events: EventInput[];
  lida: boolean;
  falhou: boolean;
}

/**
 * The room calendar's events of the week starting on `semana` (§4 'Calendar'): its bookable slots and the blocks that
 * cannot be booked, or the chosen 'Agendamento' alone; empty while the week's programming, bookings or SLA load.
 */
export function useSemanaEventos(p: Semana, semana: string): EventosDaSemana {
  const programacoes = useQuery(programacoesQuery(p.equipeId, p.centroId));
  const reservas = useQuery(reservasQuery(p.equipeId, p.sala, semana));
  const slaMinimo = useQuery(slaMinimoQuery(p.sla, p.agora, semana));
  // Once a week is on screen, the next one is loaded too (kept like any week seen): 'Próxima semana' then draws it at
  // once instead of an empty week and a second pass when its bookings arrive.
  const queryClient = useQueryClient();
  const semanaCarregada = reservas.isSuccess;
  useEffect(() => {
    if (!semanaCarregada) return;
    void queryClient.prefetchQuery(reservasQuery(p.equipeId, p.sala, addDays(semana, 7)));
    void queryClient.prefetchQuery(slaMinimoQuery(p.sla, p.agora, addDays(semana, 7)));
  }, [semanaCarregada, queryClient, p.equipeId, p.sala, p.sla, p.agora, semana]);
  const events = useMemo<EventInput[]>(() => {
    if (!programacoes.data || !reservas.data || slaMinimo.data === undefined) return [];
    const slots = slotsDaSemana({
      semana,
      sala: p.sala,
      programacoes: programacoes.data,
      reservas: reservas.data,
      duracaoMinutos: p.duracaoMinutos,
      intervaloMinutos: p.intervaloMinutos,
      agora: p.agora,
      inicioMinimoSla: slaMinimo.data,
      pedidoId: p.pedidoId ?? null,
    });
    if (p.selecionado) {
      const fim = addMinutes(p.selecionado, p.duracaoMinutos);
      return [
        {
          id: 'agendamento',
          title: 'Agendamento',
          start: p.selecionado,
          end: fim,
          classNames: ['slot', 'slot--agendado'],
          extendedProps: { estado: 'agendado' },
        },
      ];
    }
    return blocosDaSemana(slots).map((b) => ({
      id: b.inicio,
      title: b.motivo ? motivoTexto(b.motivo) : tituloSlot(b.inicio),
      start: b.inicio,
      end: b.fim,
      classNames: ['slot', b.motivo ? 'slot--indisponivel' : 'slot--livre'],
      extendedProps: { estado: b.motivo ? 'indisponivel' : 'livre', fim: b.fimCirurgia },
    }));
  }, [
    programacoes.data,
    reservas.data,
    semana,
    p.sala,
    p.duracaoMinutos,
    p.intervaloMinutos,
    p.agora,
    slaMinimo.data,
    p.selecionado,
    p.pedidoId,
  ]);
  const lida = Boolean(programacoes.data && reservas.data) && slaMinimo.data !== undefined;
  return { events, lida, falhou: programacoes.isError || reservas.isError || slaMinimo.isError };
}
