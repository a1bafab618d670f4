import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../support/primereact';

/** What step 1 (Solicitação) needs for a request that passes the final checks of Enviar. */
export interface Solicitacao {
  /** Absent for a demand, whose procedures are in Itens da cirurgia. */
  procedimento?: string;
  centro: string;
  carater?: string;
  lateralidade: string;
  prioridade: string;
  cid: string;
  anestesia: string;
  indicacao: string;
  sinais: string;
  resultados: string;
  recursos: string;
  historia: string;
  area: string;
}

/** 'yyyy-mm-dd' of a calendar time's name 'dd/mm/yyyy HH:mm — …'. */
const isoDay = (name: string) => `${name.slice(6, 10)}-${name.slice(3, 5)}-${name.slice(0, 2)}`;

/** The request wizard. */
export class WizardPage {
  constructor(private readonly page: Page) {}

  async searchByName(nome: string) {
    await this.page.getByLabel('Nome do paciente').fill(nome);
    await this.page.getByRole('button', { name: 'Pesquisar' }).click();
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  async quantity(value: string) {
    const dialog = this.dialog('Quantidade');
    await dialog.getByLabel('Quantidade').fill(value);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  async pickMain(option: string) {
    await pickOption(this.page, 'Procedimento principal *', option);
  }

  /** Adds a secondary procedure and answers its quantity dialog. */
  async addSecondary(match: RegExp, quantidade: string) {
    const multiselect = this.page
      .locator('.p-multiselect')
      .filter({ has: this.page.getByLabel(/^Procedimentos secundários( \*)?$/) });
    await multiselect.click();
    await this.page.getByRole('option', { name: match }).click();
    await this.quantity(quantidade);
    if (await this.page.locator('.p-multiselect-panel').isVisible()) await this.page.keyboard.press('Escape');
  }

  /** A field marked as pending: invalid, with its message under it. */
  async expectPending(label: string, message: string) {
    const field = this.page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }

  next() {
    return this.page.getByRole('button', { name: 'Próximo' }).click();
  }

  /** The step's own heading (Paciente, Solicitação, Cirurgia, Itens, Resumo). */
  stepHeading(title: string): Locator {
    return this.page.getByRole('heading', { name: title, level: 2, exact: true });
  }

  /** Próximo, then waits for the next step's heading. */
  async nextTo(title: string) {
    await this.next();
    await expect(this.stepHeading(title)).toBeVisible();
  }

  /** 'Novo pedido' from Meus Pedidos: the wizard opens on a new draft request; returns its code. */
  async startNewRequest(): Promise<string> {
    await this.page.getByRole('button', { name: 'Novo pedido' }).click();
    await expect(this.page).toHaveURL('/admin/wizard');
    const titulo = this.page.getByRole('heading', { name: /^Pedido de Cirurgia nº \d+$/ });
    await expect(titulo).toBeVisible();
    return (/\d+$/.exec(await titulo.innerText()) ?? [''])[0];
  }

  /** Step 0: a patient found by name, one of their encounters (or admissions), the weight; on to Solicitação. */
  /** Step 0: finds the patient by name and picks it and its encounter (the dialogs of each choice). */
  async choosePatient(nome: string, paciente: string, encontro: string) {
    await this.searchByName(nome);
    await this.dialog('Selecione o paciente')
      .getByRole('button', { name: `Selecionar paciente ${paciente}` })
      .click();
    await this.dialog('Selecione o atendimento ou a internação').getByRole('button', { name: encontro }).click();
  }

  async fillPaciente(nome: string, paciente: string, encontro: string, peso: string) {
    await this.choosePatient(nome, paciente, encontro);
    await expect(this.page.getByRole('heading', { name: 'Dados do paciente' })).toBeVisible();
    await this.page.getByLabel('Peso (kg)').fill(peso);
    await this.nextTo('Solicitação');
  }

  /** Step 1: the main procedure and the request's data; stays on the step. */
  async fillSolicitacao(s: Solicitacao) {
    if (s.procedimento) {
      await this.pickMain(s.procedimento);
      await this.quantity('1');
    }
    await pickOption(this.page, 'Centro cirúrgico *', s.centro);
    if (s.carater) await pickOption(this.page, 'Caráter', s.carater);
    await pickOption(this.page, 'Lateralidade', s.lateralidade);
    await pickOption(this.page, 'Prioridade', s.prioridade);
    await this.pickFiltered('CID principal', s.cid);
    await this.page.getByRole('radiogroup', { name: 'Cirurgia oncológica?' }).getByText('Não', { exact: true }).click();
    await pickOption(this.page, 'Tipo de anestesia', s.anestesia);
    await this.page.getByLabel(/Indicação cirúrgica/).fill(s.indicacao);
    await this.page.getByLabel(/^Principais sinais e sintomas/).fill(s.sinais);
    await this.page.getByLabel(/^Principais resultados de provas diagnósticas/).fill(s.resultados);
    await this.page.getByLabel(/^Recursos necessários ao atendimento/).fill(s.recursos);
    await this.page.getByLabel(/^História clínica/).fill(s.historia);
    await pickOption(this.page, 'Área médica *', s.area);
  }

  /** The demand's Solicitação: only what a demand keeps (wizards-and-management.md §3 'Demand'). */
  async fillSolicitacaoDemanda(s: Pick<Solicitacao, 'centro' | 'lateralidade' | 'cid' | 'indicacao'>) {
    await pickOption(this.page, 'Centro cirúrgico *', s.centro);
    await pickOption(this.page, 'Lateralidade', s.lateralidade);
    await this.pickFiltered('CID principal', s.cid);
    await this.page.getByRole('radiogroup', { name: 'Cirurgia oncológica?' }).getByText('Não', { exact: true }).click();
    await this.page.getByLabel(/Indicação cirúrgica/).fill(s.indicacao);
  }

  /** A dropdown with a filter box: the option is typed, then picked. */
  private async pickFiltered(label: string, option: string) {
    await this.page
      .locator('.p-dropdown')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .click();
    await this.page.locator('.p-dropdown-filter').fill(option.slice(0, 6));
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Step 2 (elective): the room whose week is shown. */
  async chooseRoom(sala: string) {
    await pickOption(this.page, 'Selecione a sala', sala);
    await expect(this.calendar()).toBeVisible();
  }

  calendar(): Locator {
    return this.page.getByRole('group', { name: 'Agenda da sala cirúrgica' });
  }

  /** A time of the room's week by its accessible name: 'dd/mm/yyyy HH:mm — Agendar Início HH:mm' (or 'Agendamento'). */
  slot(name: string | RegExp): Locator {
    return this.calendar().getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The times of the week shown, by name ('dd/mm/yyyy HH:mm — …'); the week buttons are not among them. */
  slots(): Locator {
    // A bookable time is named by its start, an unavailable block by its span ('… 07:00 a 09:00 — Dentro do prazo …').
    return this.calendar().getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}( a \d{2}:\d{2})? — / });
  }

  /**
   * The name of the first bookable time ('… — Agendar Início HH:mm') on `dia` (yyyy-mm-dd) or later, moving on week
   * by week (at most `semanas`); the week shown must have loaded its times.
   */
  async firstFreeSlotFrom(dia: string, semanas = 4): Promise<string> {
    for (let i = 0; i < semanas; i += 1) {
      await expect(this.slots().first()).toBeVisible();
      const names = (
        await this.slots().evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
      ).filter(Boolean);
      const livre = names.find((n) => n.includes(' — Agendar Início ') && isoDay(n) >= dia);
      if (livre) return livre;
      await this.nextWeek();
      await expect(this.slots().first()).not.toHaveAccessibleName(names[0]);
    }
    throw new Error(`nenhum horário livre a partir de ${dia}`);
  }

  /** Shows the week after the current one. */
  nextWeek() {
    return this.calendar().getByRole('button', { name: 'Próxima semana' }).click();
  }

  /** The disabled copy of the chosen date, or the free date of other characters. */
  surgeryDate(): Locator {
    return this.page.getByLabel(/^Data Sugerida da Cirurgia/);
  }

  /** Step 2 (other characters): types 'dd/mm/aaaa hh:mm' into 'Data Sugerida da Cirurgia' and leaves the field. */
  async typeFreeDate(valor: string) {
    await this.surgeryDate().fill(valor);
    await this.surgeryDate().press('Tab');
  }

  /** Step 2: types 'dd/mm/aaaa hh:mm' into 'Data da Internação' and leaves the field. */
  async typeAdmissionDate(valor: string) {
    const campo = this.page.getByLabel(/^Data da Internação/);
    await campo.fill(valor);
    await campo.press('Tab');
    await expect(campo).toHaveValue(valor);
  }

  /** Step 3: picks an item of a group ('Caixas OPME', 'Material Consumível', …) and answers its quantity dialog. */
  async addItem(grupo: string, item: string, quantidade?: string, unidade?: string) {
    await this.page
      .locator('.p-multiselect')
      .filter({ has: this.page.getByLabel(grupo, { exact: true }) })
      .click();
    await this.page.getByRole('option', { name: item }).click();
    if (quantidade !== undefined) {
      const dialog = this.dialog(/^Quantidade/);
      await dialog.getByLabel('Quantidade').fill(quantidade);
      if (unidade) await pickOption(this.page, 'Unidade de medida *', unidade);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
    }
    if (await this.page.locator('.p-multiselect-panel').isVisible()) await this.page.keyboard.press('Escape');
  }

  /** Step 4: a card of 'Resumo do pedido' (Paciente, Data da Cirurgia e Internação, Itens Cirurgia…). */
  resumoCard(titulo: string): Locator {
    return this.page.getByRole('region', { name: titulo });
  }

  enviar() {
    return this.page.getByRole('button', { name: 'Enviar' }).click();
  }

  /** The 'Atenção!' dialog of a failed submission. */
  attention(): Locator {
    return this.dialog('Atenção!');
  }

  /** The manager's run on a request, at its address (src/config/wizard-runs.ts), as the manager list opens it. */
  /** The address of a manager's run on a stored request. */
  managerRunPath(pedido: { id: number; codigo: string }, modo: 'conferencia' | 'reagendamento') {
    return `/admin/wizardGerente?pedido=${pedido.id}&codigo=${pedido.codigo}&modo=${modo}`;
  }

  async openManagerRun(pedido: { id: number; codigo: string }, modo: 'conferencia' | 'reagendamento') {
    await this.page.goto(this.managerRunPath(pedido, modo));
  }
}
