// The HTTP mock server (mocks/server.ts) keeps a journey's idle connection open: Node's default closes it after 5 s,
// and a request sent on it at that moment fails with ECONNRESET (a journey's read of `/__journal` did).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

let servidor: ChildProcess;
let porta = 0;

async function portaLivre(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const endereco = s.address();
  s.close();
  return typeof endereco === 'object' && endereco ? endereco.port : 0;
}

beforeAll(async () => {
  porta = await portaLivre();
  servidor = spawn(
    'node_modules/.bin/tsx',
    ['--tsconfig', 'tsconfig.node.json', 'mocks/server.ts', '--port', String(porta)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((pronto) =>
    servidor.stdout?.on('data', (d: Buffer) => d.toString().includes('mock back-end') && pronto()),
  );
}, 30_000);

afterAll(() => {
  servidor.kill();
});

/** A GET on the agent's connection; resolves with the request (its `reusedSocket`) once the answer is read. */
async function ler(agente: Agent): Promise<ClientRequest> {
  const pedido = get({ host: '127.0.0.1', port: porta, path: '/__journal', agent: agente });
  const [resposta] = (await once(pedido, 'response')) as [NodeJS.ReadableStream];
  resposta.resume();
  await once(resposta, 'end');
  return pedido;
}

it('keeps an idle connection open past Node’s 5 s (it closes at about 6), so the next request goes on it', async () => {
  const agente = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await ler(agente)).reusedSocket).toBe(false);
  await new Promise((r) => setTimeout(r, 7_000));
  expect((await ler(agente)).reusedSocket).toBe(true);
  agente.destroy();
}, 30_000);
