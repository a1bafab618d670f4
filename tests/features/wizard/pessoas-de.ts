import { pessoasDaRun, type PessoasDaRun } from '@/features/wizard/model/pessoas';
import { db } from '@mocks/db/db';
import type { SeedUser } from '../../utils/render-app';

/** The people of a new record's run started by the seeded user `username` (as the run's start resolves them). */
export function pessoasDe(username: SeedUser): PessoasDaRun {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  return pessoasDaRun(null, user.profissional);
}
