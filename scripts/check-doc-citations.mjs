// Part of `npm run lint`: every decision record the code cites (docs/decisions.md, docs/decisions/NNN-….md) exists, and
// the code, the tests, the mocks and the docs cite the specification or a decision record, never a work item (an issue
// number or its closing note): the next person reads the specification, not the tracker.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', 'mocks', 'tests', 'e2e', 'scripts', 'docs', 'deploy'];
const CITATION = /docs\/decisions(?:\.md|\/[\w.-]+\.md)/g;
const WORK_ITEM = /\bissues? ?#?\d+|\bclosing notes?\b|\bwork items? ?#?\d+/gi;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|css|md)$/.test(name)) yield path;
  }
}

const missing = [];
const workItems = [];
for (const root of ROOTS.filter((r) => existsSync(r))) {
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    for (const cited of text.match(CITATION) ?? []) {
      if (!existsSync(cited)) missing.push(`${file}: ${cited}`);
    }
    // This file names what it looks for.
    if (file.endsWith('check-doc-citations.mjs')) continue;
    for (const cited of text.match(WORK_ITEM) ?? []) workItems.push(`${file}: '${cited}'`);
  }
}
if (missing.length > 0) console.error(`Cited decision records that do not exist:\n${missing.join('\n')}`);
if (workItems.length > 0) {
  console.error(`Work items cited instead of the specification or a decision record:\n${workItems.join('\n')}`);
}
if (missing.length > 0 || workItems.length > 0) process.exit(1);
