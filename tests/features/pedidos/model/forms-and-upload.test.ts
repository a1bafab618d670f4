import { describe, expect, it } from 'vitest';
import {
  buscarCodigoSchema,
  canSaveFavorito,
  cancelarErro,
  cancelarSchema,
  favoritarSchema,
} from '@/features/pedidos/model/forms';
import { MAX_UPLOAD_BYTES, podeCancelar, situacaoDoEnvio, splitBySize } from '@/features/pedidos/model/upload';

describe('cancel form', () => {
  it("refuses a missing reason with 'É necessário informar o motivo de cancelamento!'", () => {
    const result = cancelarSchema.safeParse({ motivo: null, observacoes: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('É necessário informar o motivo de cancelamento!');
    expect(cancelarErro({})).toBe('É necessário informar o motivo de cancelamento!');
  });

  it('accepts up to 500 characters of observations', () => {
    expect(cancelarSchema.safeParse({ motivo: 2, observacoes: 'x'.repeat(500) }).success).toBe(true);
    expect(cancelarSchema.safeParse({ motivo: 2, observacoes: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('favourite form', () => {
  it("saves only with 'Para mim' or 'Para minha equipe' ticked", () => {
    expect(canSaveFavorito({ paraMim: false, paraEquipe: false })).toBe(false);
    expect(canSaveFavorito({ paraMim: true, paraEquipe: false })).toBe(true);
    expect(canSaveFavorito({ paraMim: false, paraEquipe: true })).toBe(true);
    expect(favoritarSchema.safeParse({ descricao: 'Hérnia', paraMim: false, paraEquipe: false }).success).toBe(false);
    expect(favoritarSchema.safeParse({ descricao: 'Hérnia', paraMim: false, paraEquipe: true }).success).toBe(true);
  });

  it('sends the description trimmed, at most 200 characters', () => {
    expect(favoritarSchema.parse({ descricao: '  Hérnia inguinal ', paraMim: true, paraEquipe: false })).toEqual({
      descricao: 'Hérnia inguinal',
      paraMim: true,
      paraEquipe: false,
    });
    expect(favoritarSchema.safeParse({ descricao: 'x'.repeat(201), paraMim: true, paraEquipe: false }).success).toBe(
      false,
    );
  });
});

describe("'Buscar pedido pelo código' form", () => {
  it('searches the code without surrounding blanks, and nothing for a blank code', () => {
    expect(buscarCodigoSchema.parse({ codigo: ' 2027000 ' })).toEqual({ codigo: '2027000' });
    expect(buscarCodigoSchema.safeParse({ codigo: '   ' }).success).toBe(false);
    expect(buscarCodigoSchema.safeParse({ codigo: '' }).success).toBe(false);
  });
});

describe('upload size check', () => {
  it('accepts 5,000,000 bytes and refuses one byte more', () => {
    const files = [
      { name: 'a', size: MAX_UPLOAD_BYTES },
      { name: 'b', size: MAX_UPLOAD_BYTES + 1 },
      { name: 'c', size: 10 },
    ];
    const { aceitos, recusados } = splitBySize(files);
    expect(aceitos.map((f) => f.name)).toEqual(['a', 'c']);
    expect(recusados.map((f) => f.name)).toEqual(['b']);
  });
});

describe("a file's upload in words", () => {
  it('says how far the file is, clamped to 0–100 %, and why it ended', () => {
    expect(situacaoDoEnvio({ tipo: 'aguardando' })).toBe('Aguardando envio');
    expect(situacaoDoEnvio({ tipo: 'enviando', enviado: 0.374 })).toBe('Enviando (37%)');
    expect(situacaoDoEnvio({ tipo: 'enviando', enviado: 1.2 })).toBe('Enviando (100%)');
    expect(situacaoDoEnvio({ tipo: 'enviado' })).toBe('Enviado');
    expect(situacaoDoEnvio({ tipo: 'cancelado' })).toBe('Envio cancelado');
    expect(situacaoDoEnvio({ tipo: 'falhou', mensagem: 'Disco cheio' })).toBe('Falha no envio: Disco cheio');
  });

  it('only a file waiting or being sent can be cancelled', () => {
    expect(podeCancelar({ tipo: 'aguardando' })).toBe(true);
    expect(podeCancelar({ tipo: 'enviando', enviado: 0.5 })).toBe(true);
    expect(podeCancelar({ tipo: 'enviado' })).toBe(false);
    expect(podeCancelar({ tipo: 'cancelado' })).toBe(false);
    expect(podeCancelar({ tipo: 'falhou', mensagem: 'x' })).toBe(false);
  });
});
