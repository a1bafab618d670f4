// The README's nginx example and the journeys' mock server send the same production headers
// (docs/decisions/022-cabecalhos-de-producao.md), so what the journeys prove under the policy holds for a deployment.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@mocks/security-headers';

it('the README’s nginx example sends the headers the journeys’ server sends, its back-ends’ origins aside', () => {
  const readme = readFileSync('README.md', 'utf8');
  const nginx = Object.fromEntries(
    [...readme.matchAll(/^\s*add_header ([\w-]+) "([^"]+)" always;$/gm)].map(([, nome, valor]) => [nome, valor]),
  );
  const csp = String(nginx['Content-Security-Policy']).replace(/connect-src 'self'[^;]*/, "connect-src 'self'");
  expect({ ...nginx, 'Content-Security-Policy': csp }).toEqual(SECURITY_HEADERS);
});
