// model/pessoas.ts (wizards-and-management.md §3 'Full request for manager or summary'; docs/decisions/030): a run's
// requester and responsible professional, resolved once when it starts. A record read back keeps its own people,
// never the signed-in user in their place; a new record's are the signed-in professional's.
import { describe, expect, it } from 'vitest';
import type { Profissional } from '@/api/session/profissional';
import { pessoasDaRun } from '@/features/wizard/model/pessoas';

const GERENTE: Profissional = {
  userid: 9,
  username: 'mariana.lima',
  profissional_id: 103,
  nome: 'MARIANA COSTA LIMA',
  crm: '345678',
  equipe: 'CIRURGIA GERAL',
  equipe_id: 2,
  equipe_idLegado: 1202,
  residente: true,
  centrosCirurgicos: [1],
} as Profissional;

const LIDO = {
  requisitante: { profissional: 101, equipe: 1, nome: 'CARLOS EDUARDO MENDES', crm: '123456', equipeNome: 'ORTOPEDIA' },
  responsavel: { id: 101, nome: 'CARLOS EDUARDO MENDES', crm: '123456' },
};

describe('pessoasDaRun', () => {
  it('a request read back keeps its own requester and responsible professional, not the signed-in manager', () => {
    const p = pessoasDaRun(LIDO, GERENTE);
    expect(p.requisitante).toEqual({
      envio: { profissional: 101, equipe: 1 },
      nome: 'CARLOS EDUARDO MENDES',
      crm: '123456',
      equipeNome: 'ORTOPEDIA',
      agenda: { profissional: 101, equipe: 1 },
    });
    // Its team's legacy id is looked up by its team, never taken from the manager's session.
    expect(p.requisitante).not.toHaveProperty('equipeLegado');
    expect(p.responsavel).toEqual({ fixos: [LIDO.responsavel], escolhe: false });
    expect(JSON.stringify(p)).not.toContain('MARIANA');
  });

  it('a requester read without its team sends nothing and books no room; an unread responsible offers none', () => {
    const p = pessoasDaRun({ requisitante: { profissional: 101, equipe: null }, responsavel: null }, GERENTE);
    expect(p.requisitante.envio).toBeNull();
    expect(p.requisitante.agenda).toEqual({ profissional: null, equipe: null });
    expect(p.responsavel).toEqual({ fixos: [], escolhe: false });
    expect(pessoasDaRun({}, GERENTE).requisitante.envio).toBeNull();
  });

  it('a new record’s people are the signed-in professional’s; a resident chooses the responsible', () => {
    const p = pessoasDaRun(null, GERENTE);
    expect(p.requisitante).toEqual({
      envio: { profissional: 103, equipe: 2 },
      nome: 'MARIANA COSTA LIMA',
      crm: '345678',
      equipeNome: 'CIRURGIA GERAL',
      agenda: { profissional: 103, equipe: 2 },
      equipeLegado: 1202,
    });
    expect(p.responsavel.escolhe).toBe(true);
    const naoResidente = pessoasDaRun(undefined, { ...GERENTE, residente: false, equipe_id: null });
    expect(naoResidente.responsavel).toEqual({
      fixos: [{ id: 103, nome: 'MARIANA COSTA LIMA', crm: '345678' }],
      escolhe: false,
    });
    // Without a team, the session's requester is still sent (with no team), as a new request always was.
    expect(naoResidente.requisitante.envio).toEqual({ profissional: 103, equipe: null });
  });
});
