// A click on a menu link asks for its screen three times (the link's prefetch, the route's loader, its lazy): one
// load serves them all, and a load that failed is tried again on the next ask.
import { describe, expect, it } from 'vitest';
import { umaCargaPorVez } from '@/app/routes/uma-carga-por-vez';

describe('umaCargaPorVez', () => {
  it('joins the asks that come while a screen loads into one load', async () => {
    let cargas = 0;
    let terminar: (tela: string) => void = () => {};
    const carregar = umaCargaPorVez((tela: string) => {
      cargas += 1;
      return new Promise<string>((resolve) => {
        terminar = (nome) => resolve(`${tela}: ${nome}`);
      });
    });
    const pedidos = [carregar('agenda'), carregar('agenda'), carregar('agenda')];
    terminar('Agenda do Médico');
    expect(await Promise.all(pedidos)).toEqual(Array(3).fill('agenda: Agenda do Médico'));
    expect(cargas).toBe(1);
  });

  it('loads again once settled, so a screen whose load failed can be opened on the next try', async () => {
    let cargas = 0;
    const carregar = umaCargaPorVez((tela: string) => {
      cargas += 1;
      return cargas === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(tela);
    });
    await expect(carregar('agenda')).rejects.toThrow('chunk');
    await expect(carregar('agenda')).resolves.toBe('agenda');
    expect(cargas).toBe(2);
  });
});
