import type { APIRequestContext } from '@playwright/test';

/** A write the mock back-ends received (GET /__journal, mocks/journal.ts): path without its back-end's base URL. */
export interface JournalEntry {
  backend: 'main' | 'systems' | 'log' | 'patient';
  method: string;
  path: string;
  body: Record<string, unknown>;
  status: number;
}

/** Drives the HTTP mock server's scenarios (mocks/scenarios.ts) from a journey. */
export class MockBackend {
  constructor(private readonly request: APIRequestContext) {}

  private async send(body: Record<string, unknown>) {
    const response = await this.request.post('/__scenario', { data: body });
    if (!response.ok()) throw new Error(`cenário recusado: ${response.status()}`);
  }

  reset() {
    return this.send({ action: 'reset' });
  }

  /** The next `times` calls to the route fail, once `apos` matching calls went through (mocks/scenarios.ts). */
  failNext(route: string, status = 500, times = 1, mensagem?: string, apos = 0) {
    return this.send({ action: 'failNext', route, status, times, mensagem, apos });
  }

  failAlways(route: string, status = 500, mensagem?: string) {
    return this.send({ action: 'failAlways', route, status, mensagem });
  }

  slowDown(route: string, delayMs: number) {
    return this.send({ action: 'slowDown', route, delayMs });
  }

  setVersion(versao: string) {
    return this.send({ action: 'setVersion', versao });
  }

  expireSessions() {
    return this.send({ action: 'expireSessions' });
  }

  /** The large seed: the surgeon's ('medico', the default) or the technical areas' ('areaTecnica'). */
  largeData(on: boolean, set: 'medico' | 'areaTecnica' = 'medico') {
    return this.send({ action: 'largeData', on, set });
  }

  /** Every write received since the last reset, in order (failed ones included, with their status). */
  async journal(): Promise<JournalEntry[]> {
    const response = await this.request.get('/__journal');
    if (!response.ok()) throw new Error(`diário indisponível: ${response.status()}`);
    return (await response.json()) as JournalEntry[];
  }
}
