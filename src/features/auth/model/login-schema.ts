import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/** POST /api/loginDemanda's fields (wizards-and-management.md §7 'Login, reports, password'). */
export const LOGIN_CAMPOS = ['username', 'password'] as const;

export const LOGIN_FALHOU = 'Não foi possível fazer login com as credenciais informadas.';
const INFORME_USUARIO = 'Informe o usuário.';
export const INFORME_SENHA = 'Informe a senha.';

export interface LoginForm {
  username: string;
  password: string;
}

/**
 * Both fields required. A plain resolver instead of zod: the login page has a 150 KB budget
 * (docs/decisions/002-bundle-budget.md).
 */
export const loginResolver: Resolver<LoginForm> = (values): ResolverResult<LoginForm> => {
  const errors: FieldErrors<LoginForm> = {};
  if (!values.username.trim()) errors.username = { type: 'required', message: INFORME_USUARIO };
  if (!values.password) errors.password = { type: 'required', message: INFORME_SENHA };
  if (errors.username || errors.password) return { values: {}, errors };
  return { values: { username: values.username.trim(), password: values.password }, errors: {} };
};
