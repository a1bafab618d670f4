// Hand-written parsing rather than zod: the record is read before the login page renders and zod would
// exceed that page's bundle budget (docs/decisions/002-bundle-budget.md).

/** The twelve access flags of the professional record. */
export const ACCESS_FLAGS = [
  'acessoDashBoard',
  'acessoSalasCirurgicas',
  'acessoMeusPedidos',
  'acessoPedidosResidentes',
  'acessoPedidosCirurgia',
  'acessoChecklistGeral',
  'acessoParecerAreaTecnica',
  'acessoAgendaAreaTecnica',
  'acessoAgendaMedico',
  'acessoDemandaMedico',
  'acessoTodasDemandas',
  'acessoRelatorios',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** The professional record stored at login (spec §3 'Professional (stored at login)'). */
export interface Profissional extends Partial<Record<AccessFlag, string | null>> {
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional<T>(value: unknown, check: (v: unknown) => v is T): T | null {
  return check(value) ? value : null;
}
const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** The login response as a typed record, or an error naming the first missing field. */
export function parseLoginResponse(value: unknown): LoginResponse {
  if (!isRecord(value)) throw new Error('Resposta de login inválida');
  const { userid, username, profissional_id: profissionalId, nome } = value;
  if (!isNumber(userid) || !isText(username) || !isNumber(profissionalId) || !isText(nome)) {
    throw new Error('Resposta de login sem userid, username, profissional_id ou nome');
  }
  const centros = Array.isArray(value.centrosCirurgicos) ? value.centrosCirurgicos.filter(isNumber) : [];
  const record: LoginResponse = { userid, username, profissional_id: profissionalId, nome, centrosCirurgicos: centros };
  for (const key of OPTIONAL_TEXT) record[key] = optional(value[key], isText);
  for (const key of OPTIONAL_NUMBER) record[key] = optional(value[key], isNumber);
  for (const key of OPTIONAL_BOOLEAN) record[key] = optional(value[key], isBoolean);
  for (const flag of ACCESS_FLAGS) record[flag] = optional(value[flag], isText);
  record.token = optional(value.token, isText);
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
