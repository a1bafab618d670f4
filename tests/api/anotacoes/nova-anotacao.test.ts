import { describe, expect, it } from 'vitest';
import {
  ANOTACAO_LONGA,
  ANOTACAO_OBRIGATORIA,
  anotacaoPayload,
  novaAnotacaoSchema,
  simNao,
} from '@/api/anotacoes/nova-anotacao';

const form = (anotacao: string) => ({ anotacao, mostraMeusPedidos: true, mostraAreaTecnica: false });
const message = (anotacao: string) => novaAnotacaoSchema.safeParse(form(anotacao)).error?.issues[0]?.message;

describe('note form rules', () => {
  it('requires a text, blanks included, of at most 300 characters', () => {
    expect(message('')).toBe(ANOTACAO_OBRIGATORIA);
    expect(message('   ')).toBe('A anotação é obrigatória.');
    expect(message('a'.repeat(301))).toBe('A anotação deve ter no máximo 300 caracteres.');
    expect(message('a'.repeat(300))).toBeUndefined();
    expect(message(` ${'a'.repeat(300)} `)).toBeUndefined();
    expect(ANOTACAO_LONGA).toContain('300');
  });

  it('sends the text trimmed with its flags and request', () => {
    expect(anotacaoPayload(form('  Ok. '), 1000)).toEqual({
      anotacao: 'Ok.',
      mostraMeusPedidos: true,
      mostraAreaTecnica: false,
      pedidoCirurgia: 1000,
    });
  });

  it('shows the flags as Sim/Não', () => {
    expect([true, false, null].map(simNao)).toEqual(['Sim', 'Não', 'Não informado']);
  });
});
