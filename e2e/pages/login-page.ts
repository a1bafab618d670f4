import { expect, type Page } from '@playwright/test';

export const SENHA = 'senha123';

/** The login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/auth/login');
    await expect(this.page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  }

  async signIn(username: string, password = SENHA) {
    await this.page.getByLabel('Usuário').fill(username);
    await this.page.getByLabel('Senha').fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }
}

/**
 * Opens `destino` as `username`, signed in without the form, for a journey about something else (shell.spec.ts
 * journeys the form and each user's landing screen): the back-end's sign-in call, then what the app keeps of it in local
 * storage (src/api/session: the record, the token and the session's number), as a reload of a signed-in tab finds it.
 * Signing in through the form also opens the vault that a lock and a 401 seal the work with
 * (docs/decisions/014-lock-and-export.md): a journey that locks or meets a 401 signs in through the form.
 */
export async function abrirComo(page: Page, username: string, destino: string) {
  const resposta = await page.request.post('/main/api/loginDemanda', { data: { username, password: SENHA } });
  if (!resposta.ok()) throw new Error(`entrada de ${username} recusada: ${resposta.status()}`);
  const { token, ...profissional } = (await resposta.json()) as Record<string, unknown>;
  // A static file of the app's origin: its local storage, without starting the app twice.
  await page.goto('/favicon.png');
  await page.evaluate(
    ({ token, profissional }) => {
      localStorage.setItem('token', String(token));
      localStorage.setItem('sessao', `journey.${Date.now().toString(36)}`);
      localStorage.setItem('profissional', JSON.stringify(profissional));
    },
    { token, profissional },
  );
  await page.goto(destino);
}
