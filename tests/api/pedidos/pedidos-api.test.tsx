import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { anotacaoSchema } from '@/api/anotacoes/anotacoes-medico';
import { useHistorico } from '@/api/historico/get-historico';
import { escritaDoLog, type LogEntryInput } from '@/api/historico/write-log';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { ITEM_GROUPS, itemPedidoSchema, useItensPedido } from '@/api/pedidos/get-itens-pedido';
import { pedidoDetailSchema, usePedido } from '@/api/pedidos/get-pedido';
import { pedidoRowSchema } from '@/api/pedidos/pedido-row';
import { parseList } from '@/lib/http/parse-response';
import { createQueryClient } from '@/app/query-client';
import { db } from '@mocks/db/db';
import { ITEM_GROUP_KEYS, itemsOfGroup, pedidoDetail, pedidoRow } from '@mocks/handlers/main/pedido-views';
import { failNext, setLargeData } from '@mocks/scenarios';
import { signInAs } from '../../utils/render-app';

/** A log entry as the app writes it (a silent write: sent, or kept in the outbox). */
const writeLog = (p: { userid: number; username: string }, e: LogEntryInput) => enviarOuGuardar(escritaDoLog(p, e));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('pedidos contract: the mock answers what the fetchers parse', () => {
  it('every seeded request parses as a list row, a detail and its item groups', () => {
    expect(parseList(pedidoRowSchema, db.pedidos.map(pedidoRow), 'test')).toMatchObject({ omitted: 0 });
    for (const p of db.pedidos) {
      expect(pedidoDetailSchema.safeParse(pedidoDetail(p)).success).toBe(true);
      for (const group of ITEM_GROUP_KEYS)
        expect(itemPedidoSchema.array().safeParse(itemsOfGroup(p.itens, group)).success).toBe(true);
    }
    expect(anotacaoSchema.array().safeParse(db.anotacoes).success).toBe(true);
  });

  it('the large-data switch seeds 5,000 more requests for carlos.mendes, each a valid row', () => {
    setLargeData(true);
    const rows = db.pedidos.filter((p) => p.profissionalRequisitante === 101).map(pedidoRow);
    expect(rows.length).toBeGreaterThanOrEqual(5000);
    expect(parseList(pedidoRowSchema, rows, 'test').omitted).toBe(0);
  });

  it('the seed shows every status of a confirmed request, GMR and ONCO marks, pending notes and several teams and centres', () => {
    const rows = db.pedidos.map(pedidoRow);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set([
        'AGUARDANDO CONFERÊNCIA',
        'CONFERIDO',
        'REVISÃO TÉCNICA',
        'REAGENDADO',
        'AGUARDANDO PARECER',
        'APROVADO',
        'AGENDADO',
        'FINALIZADO',
        'CANCELADO',
      ]),
    );
    expect(rows.some((r) => r.GMR === 'True')).toBe(true);
    expect(rows.some((r) => r.eOncologica === '1')).toBe(true);
    expect(rows.some((r) => r.anotacaoPendente === 1)).toBe(true);
    expect(new Set(db.pedidos.map((p) => p.equipeRequisitante)).size).toBeGreaterThan(1);
    expect(new Set(db.pedidos.map((p) => p.centroCirurgico)).size).toBeGreaterThan(1);
  });
});

describe('shared pedidos queries', () => {
  it('usePedido reads GET /api/pedidoCirurgia/{id}', async () => {
    signInAs('carlos.mendes');
    const { result } = renderHook(() => usePedido(1000), { wrapper });
    await waitFor(() => expect(result.current.data?.paciente?.nome).toBe('MARIA APARECIDA DE SOUZA'));
  });

  it('useItensPedido reads the six item groups', async () => {
    signInAs('carlos.mendes');
    const { result } = renderHook(() => useItensPedido(1000), { wrapper });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(result.current).toHaveLength(ITEM_GROUPS.length);
    expect(result.current.flatMap((q) => q.data ?? []).length).toBeGreaterThan(0);
  });

  it('useHistorico reads the logging service', async () => {
    signInAs('carlos.mendes');
    const { result } = renderHook(() => useHistorico(1000), { wrapper });
    await waitFor(() => expect(result.current.data?.rows.map((e) => e.descricao)).toContain('PEDIDO'));
  });

  it('a failed log write is console-only', async () => {
    const profissional = signInAs('carlos.mendes');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failNext('POST /logpedido', 500);
    const before = db.logs.length;
    await expect(
      writeLog(profissional, { idPedido: 1000, tipo: 'Status', descricao: 'CANCELADO' }),
    ).resolves.toBeUndefined();
    expect(db.logs).toHaveLength(before);
    expect(error).toHaveBeenCalledWith('Falha ao registrar o histórico do pedido', expect.any(String));
    error.mockRestore();
    await writeLog(profissional, { idPedido: 1000, tipo: 'Status', descricao: 'CANCELADO' });
    expect(db.logs.at(-1)).toMatchObject({
      id_pedido: 1000,
      tipo: 'Status',
      descricao: 'CANCELADO',
      username: 'carlos.mendes',
    });
  });
});
