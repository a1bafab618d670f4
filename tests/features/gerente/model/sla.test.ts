import { describe, expect, it } from 'vitest';
import { SLA_VISUAL, slaClasse, type SlaRow } from '@/features/gerente/model/sla';

const row = (extra: Partial<SlaRow> = {}): SlaRow => ({
  urgencia: false,
  encerrado: false,
  dataHoraAlteracaoStatus: '2026-11-20T10:00:00',
  prazoAlertaSLAEletivo: 3,
  prazoLimiteSLAEletivo: 5,
  prazoAlertaSLAUrgencia: 1,
  prazoLimiteSLAUrgencia: 36,
  nomeSLA: null,
  ...extra,
});

describe('SLA on the manager list', () => {
  it('elective: alert and limit in days from the last status change', () => {
    expect(slaClasse(row(), '2026-11-23T09:59:00')).toBe('prazoNormal');
    expect(slaClasse(row(), '2026-11-23T10:00:00')).toBe('prazoAlerta');
    expect(slaClasse(row(), '2026-11-25T10:00:00')).toBe('prazoLimite');
  });

  it('urgency: alert in days, limit in hours', () => {
    const u = row({ urgencia: true });
    expect(slaClasse(u, '2026-11-21T09:00:00')).toBe('prazoNormal');
    expect(slaClasse(u, '2026-11-21T10:00:00')).toBe('prazoAlerta');
    expect(slaClasse(u, '2026-11-21T22:00:00')).toBe('prazoLimite');
  });

  it("uses the server's nomeSLA when sent; closed requests have none", () => {
    expect(slaClasse(row({ nomeSLA: 'prazoLimite' }), '2026-11-20T10:01:00')).toBe('prazoLimite');
    expect(slaClasse(row({ nomeSLA: 'desconhecido' }), '2026-11-20T10:01:00')).toBe('prazoNormal');
    expect(slaClasse(row({ encerrado: true }), '2026-12-20T10:00:00')).toBeNull();
    expect(slaClasse(row({ dataHoraAlteracaoStatus: null }), '2026-12-20T10:00:00')).toBeNull();
  });

  it('green no prazo, gold expirando, red fora do prazo', () => {
    expect(SLA_VISUAL.prazoNormal).toEqual({ cor: 'green', rotulo: 'no prazo' });
    expect(SLA_VISUAL.prazoAlerta).toEqual({ cor: 'gold', rotulo: 'expirando' });
    expect(SLA_VISUAL.prazoLimite).toEqual({ cor: 'red', rotulo: 'fora do prazo' });
  });
});
