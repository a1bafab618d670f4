import { describe, expect, it } from 'vitest';
import { sinoConta, sinoDoProfissional } from '@/features/shell/model/sino';

const area = { areaTecnica_id: 3, acessoParecerAreaTecnica: 'S' };

describe('the bell', () => {
  it('counts only for a technical-area professional', () => {
    expect(sinoConta(area)).toBe(true);
    expect(sinoConta({ areaTecnica_id: 0 })).toBe(false);
    expect(sinoConta({ areaTecnica_id: null })).toBe(false);
    expect(sinoConta({})).toBe(false);
  });

  it("says the area's count, with a badge only when there is something to see", () => {
    expect(sinoDoProfissional(area, { total: 5, erro: false })).toEqual({
      rotulo: 'Pedidos sem parecer técnico: 5',
      selo: '5',
      link: true,
    });
    expect(sinoDoProfissional(area, { total: 0, erro: false })).toEqual({
      rotulo: 'Pedidos sem parecer técnico: 0',
      selo: null,
      link: true,
    });
  });

  it('says a count that could not be read is unavailable, never 0', () => {
    expect(sinoDoProfissional(area, { total: 0, erro: true })).toEqual({
      rotulo: 'Pedidos sem parecer técnico: contagem indisponível',
      selo: '?',
      link: true,
    });
  });

  it('is a plain bell without a count outside the technical areas', () => {
    expect(sinoDoProfissional({ acessoMeusPedidos: 'S' }, { total: 0, erro: false })).toEqual({
      rotulo: 'Notificações',
      selo: null,
      link: false,
    });
  });

  it('links to Parecer Área Técnica only for who may open it (a viewer may)', () => {
    expect(sinoDoProfissional({ ...area, acessoParecerAreaTecnica: 'V' }, { total: 1, erro: false }).link).toBe(true);
    expect(sinoDoProfissional({ ...area, acessoParecerAreaTecnica: 'N' }, { total: 1, erro: false }).link).toBe(false);
    expect(sinoDoProfissional({ areaTecnica_id: 3 }, { total: 1, erro: false }).link).toBe(false);
  });
});
