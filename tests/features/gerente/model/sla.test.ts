import { describe, expect, it } from 'vitest';
import { slaClasse, type SlaRow } from '@/features/gerente/model/sla';

const base: SlaRow = {
  urgencia: false,
  encerrado: false,
  dataHoraAlteracaoStatus: '2026-11-10T08:00:00',
  prazoAlertaSLAEletivo: 2,
  prazoLimiteSLAEletivo: 5,
  prazoAlertaSLAUrgencia: 1,
  prazoLimiteSLAUrgencia: 36,
  nomeSLA: null,
};
const eletivo = (agora: string, extra: Partial<SlaRow> = {}) => slaClasse({ ...base, ...extra }, agora);
const urgencia = (agora: string, extra: Partial<SlaRow> = {}) =>
  slaClasse({ ...base, urgencia: true, ...extra }, agora);

describe('SLA on the manager list', () => {
  it('elective: alert and limit in days, each boundary counting as reached', () => {
    expect(eletivo('2026-11-10T08:00:00')).toBe('prazoNormal');
    expect(eletivo('2026-11-12T07:59:00')).toBe('prazoNormal');
    expect(eletivo('2026-11-12T08:00:00')).toBe('prazoAlerta');
    expect(eletivo('2026-11-15T07:59:00')).toBe('prazoAlerta');
    expect(eletivo('2026-11-15T08:00:00')).toBe('prazoLimite');
    expect(eletivo('2026-12-30T08:00:00')).toBe('prazoLimite');
  });

  it('urgency: alert in days, limit in hours', () => {
    expect(urgencia('2026-11-11T07:59:00')).toBe('prazoNormal');
    expect(urgencia('2026-11-11T08:00:00')).toBe('prazoAlerta');
    expect(urgencia('2026-11-11T19:59:00')).toBe('prazoAlerta');
    expect(urgencia('2026-11-11T20:00:00')).toBe('prazoLimite');
  });

  it("the server's nomeSLA wins; finalised or cancelled requests have none", () => {
    expect(eletivo('2026-11-10T09:00:00', { nomeSLA: 'prazoLimite' })).toBe('prazoLimite');
    expect(urgencia('2026-11-20T09:00:00', { nomeSLA: 'prazoNormal' })).toBe('prazoNormal');
    expect(eletivo('2026-11-10T09:00:00', { nomeSLA: 'outro' })).toBe('prazoNormal');
    expect(eletivo('2026-11-20T09:00:00', { encerrado: true, nomeSLA: 'prazoLimite' })).toBeNull();
  });

  it('no class without a status date or any limit; a missing alert still reaches the limit', () => {
    expect(eletivo('2026-11-20T09:00:00', { dataHoraAlteracaoStatus: null })).toBeNull();
    expect(eletivo('2026-11-20T09:00:00', { prazoAlertaSLAEletivo: null, prazoLimiteSLAEletivo: null })).toBeNull();
    expect(eletivo('2026-11-13T09:00:00', { prazoAlertaSLAEletivo: null })).toBe('prazoNormal');
    expect(eletivo('2026-11-16T09:00:00', { prazoAlertaSLAEletivo: null })).toBe('prazoLimite');
  });
});
