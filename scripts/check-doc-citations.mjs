// Part of `npm run lint`: every decision record the code cites (docs/decisions.md, docs/decisions/NNN-….md) exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', 'mocks', 'tests', 'e2e', 'scripts'];
const CITATION = /docs\/decisions(?:\.md|\/[\w.-]+\.md)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|css)$/.test(name)) yield path;
  }
}

const missing = [];
for (const root of ROOTS.filter((r) => existsSync(r))) {
  for (const file of files(root)) {
    for (const cited of readFileSync(file, 'utf8').match(CITATION) ?? []) {
      if (!existsSync(cited)) missing.push(`${file}: ${cited}`);
    }
  }
}
if (missing.length > 0) {
  console.error(`Cited decision records that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
