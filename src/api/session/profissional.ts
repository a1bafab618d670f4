import { ACCESS_FLAGS, type AccessFlags } from '@/config/access-flags';
import { isRecord, readAccessFlag, readCode, readFlag, readId, readIdList, readText } from '@/lib/schema/normalise';

// Hand-written parsing rather than zod: the record is read before the login page renders and zod would
// exceed that page's bundle budget (docs/decisions/002-bundle-budget.md).

/** The professional record stored at login (spec §3 'Professional (stored at login)'). */
export interface Profissional extends AccessFlags {
  userid: number;
  username: string;
  profissional_id: number;
  nome: string;
  crm?: string | null;
  equipe?: string | null;
  equipe_id?: number | null;
  equipe_idLegado?: number | null;
  residente?: boolean | null;
  areaTecnica_id?: number | null;
  areaTecnica_codigo?: string | null;
  centrosCirurgicos: number[];
  profissionalObservador?: boolean | null;
}

export interface LoginResponse extends Profissional {
  token?: string | null;
}

const OPTIONAL_TEXT = ['crm', 'equipe', 'areaTecnica_codigo'] as const;
const OPTIONAL_NUMBER = ['equipe_id', 'equipe_idLegado', 'areaTecnica_id'] as const;
const OPTIONAL_BOOLEAN = ['residente', 'profissionalObservador'] as const;

/**
 * The login response as a typed record, or an error when an indispensable field is missing. Every field is read
 * through the shared normalisers (src/lib/schema/normalise.ts): ids as numbers or numeric strings, yes/no in any
 * spelling, the centres as a list or a comma string, the access flags 'S'/'N'/'V' in any case or as booleans.
 */
export function parseLoginResponse(value: unknown): LoginResponse {
  if (!isRecord(value)) throw new Error('Resposta de login inválida');
  const userid = readId(value.userid);
  const profissionalId = readId(value.profissional_id);
  const username = readCode(value.username);
  const nome = readText(value.nome);
  if (userid === null || username === null || profissionalId === null || nome === null) {
    throw new Error('Resposta de login sem userid, username, profissional_id ou nome');
  }
  const centros = readIdList(value.centrosCirurgicos) ?? [];
  const record: LoginResponse = { userid, username, profissional_id: profissionalId, nome, centrosCirurgicos: centros };
  for (const key of OPTIONAL_TEXT) record[key] = readText(value[key]);
  for (const key of OPTIONAL_NUMBER) record[key] = readId(value[key]);
  for (const key of OPTIONAL_BOOLEAN) record[key] = readFlag(value[key]);
  for (const flag of ACCESS_FLAGS) record[flag] = readAccessFlag(value[flag]);
  record.token = readCode(value.token);
  return record;
}

const PROFISSIONAL_KEY = 'profissional';

/** Reads the stored professional; a malformed record counts as signed out. */
export function readStoredProfissional(): Profissional | null {
  const raw = localStorage.getItem(PROFISSIONAL_KEY);
  if (!raw) return null;
  try {
    const { token: _token, ...profissional } = parseLoginResponse(JSON.parse(raw));
    return profissional;
  } catch {
    return null;
  }
}

export function storeProfissional(profissional: Profissional): void {
  localStorage.setItem(PROFISSIONAL_KEY, JSON.stringify(profissional));
}
