import { describe, expect, it } from 'vitest';
import { agendaPath, eventoDaAgenda, impressoDoDia } from '@/features/areaTecnica/model/agenda';

describe('Minha Agenda rules', () => {
  it('calls the anaesthesia agenda for that area, the area agenda otherwise; no plan is 0', () => {
    expect(agendaPath(true, 1, [1, 2], [])).toBe('/api/minhaAgendaAnestesia/1,2/0');
    expect(agendaPath(false, 2, [1], [3, 4])).toBe('/api/minhaAgenda/2/1/3,4');
  });
  it('prints a day: anaesthesia for that area, materials for the others', () => {
    expect(impressoDoDia(true, '2026-12-10', 1, [1, 2])).toBe('/impressoAnestesia/2026-12-10/1,2');
    expect(impressoDoDia(false, '2026-12-10', 2, [1])).toBe('/impressoMateriais/2026-12-10/2/1');
  });
  it('one event per dated request, coloured by status, named by time, patient and status; no end is made up', () => {
    const base = { id: 7, paciente: 'ANA PAULA', status: 'CONFERIDO', cor: '#111', corStatus: '#00838f' };
    expect(eventoDaAgenda({ ...base, inicio: '2026-12-10T08:00:00', fim: null })).toEqual({
      id: '7',
      title: 'ANA PAULA',
      start: '2026-12-10T08:00:00',
      end: null,
      ilegivel: false,
      cor: '#00838f',
      status: 'CONFERIDO',
      nome: '10/12/2026 08:00 — ANA PAULA — CONFERIDO',
    });
    expect(eventoDaAgenda({ ...base, inicio: '2026-12-10T08:00:00', fim: '2026-12-10T10:00:00' })?.end).toBe(
      '2026-12-10T10:00:00',
    );
    expect(eventoDaAgenda({ ...base, inicio: null, fim: null })).toBeNull();
  });
  it('an end before the start or over a day after it is not drawn: the event says its duration is not given', () => {
    const base = { id: 7, paciente: 'ANA PAULA', status: 'CONFERIDO', cor: null, corStatus: null };
    for (const fim of ['2026-12-10T06:30:00', '2027-02-17T10:39:00'])
      expect(eventoDaAgenda({ ...base, inicio: '2026-12-10T08:00:00', fim })).toMatchObject({
        end: null,
        ilegivel: true,
        nome: '10/12/2026 08:00 — Duração não informada — ANA PAULA — CONFERIDO',
      });
  });
});
