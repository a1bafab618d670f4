// The report links' mock (wizards-and-management.md §7 'Login, reports, password') answers the systems API only: in
// `npm run dev` its path also matched the Relatórios screen's own module, whose import then failed with a 401.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemsUrl } from '@/api/clients';
import { handlers } from '@mocks/handlers/all';

describe('report links mock', () => {
  it("answers the systems API's report link and leaves the dev server's modules alone", async () => {
    const link = await getResponse(handlers, new Request(systemsUrl('/relatorios/pedidos-cirurgia-finalizados')));
    expect(link?.status).toBe(401);
    const modulo = await getResponse(
      handlers,
      new Request('http://localhost:5173/src/features/relatorios/relatorios.css'),
    );
    expect(modulo).toBeUndefined();
  });
});
