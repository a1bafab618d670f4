/** The wizard's messages, in the specification's own spelling. */
export const MSG = {
  pularPassos: 'Nao e possivel pular passos.',
  emailInvalido: 'Formato inválido de email',
  abaixo120: 'Você não pode fazer um pedido de cirurgia com duração abaixo de 120 minutos',
  sequencial: 'Selecione no mínimo 2 procedimentos sequenciais',
  sequencialSubmit: 'É necessário selecionar no mínimo 2 procedimentos sequenciais.',
  selecionePrincipal: 'Selecione um procedimento principal.',
  negativo: 'Valor negativo não permitido',
  nomeNaoEncontrado: 'Nome de paciente não encontrado',
  fichaNaoEncontrada: 'Número de ficha não econtrado',
  internacaoNaoEncontrada: 'Número de internação não econtrado',
  registroNaoEncontrado: 'Registro não encontrado',
  suplementarProntuario: 'Não foram encontrados pacientes com o prontuário informado.',
  suplementarDados: 'Não foram encontrados pacientes com os dados informados.',
  nomeComNascimento: 'A pesquisa com nome deve ser feita com a data de nascimento!',
  prontuarioOuNome: 'É necessário informar o prontuário ou o nome do paciente!',
  informeFiltro: 'Informe ao menos um filtro para a pesquisa.',
  nomeMinimo: 'O nome do paciente deve ter no mínimo 10 caracteres.',
  usarExistente: 'Clique aqui para utilizá-lo',
  cancelarPergunta: 'Deseja realmente cancelar?',
  perderDados: 'Todos os dados preenchidos serão perdidos. Deseja continuar?',
  perderDadosDemanda:
    'Todos os dados preenchidos serão perdidos, a demanda selecionada não será mais transformada em pedido e um novo processo de pedido será iniciado. Deseja continuar?',
} as const;

export const informe = (item: string) => `Informe ${item}`;
export const duracaoEntre = (min: number, max: number) =>
  `A duração estimada deve estar entre ${min} minutos e ${max} minutos!`;
export const campanhaAviso = (lista: string) =>
  `O procedimento selecionado faz parte da campanha ${lista} e deve ser selecionado o modelo referente a esta campanha.`;
export const novoProntuario = (prontuario: string | number) => `Novo prontuário criado: ${prontuario}`;
export const erroIncluirPaciente = (erro: string) => `Erro ao incluir paciente: ${erro}`;
export const erroVerificarPaciente = (erro: string) =>
  `Erro ao verificar se paciente já é existente na base de dados: ${erro}`;
/** The success toast on the list a sent request lands on (docs/decisions.md 'Confirmation of a sent request'). */
export const pedidoEnviado = (codigo: string) => `Pedido nº ${codigo} enviado.`;
/** A gerente's correction of a demand saved; not worded by the specification (docs/decisions.md). */
export const DEMANDA_SALVA = 'Demanda salva.';
/** A manager's conference saved (docs/decisions.md 'The manager's conference'). */
export const pedidoConferido = (codigo: string) => `Pedido nº ${codigo} conferido.`;
/** A manager's reschedule saved, on the list it was opened from (docs/decisions/033-o-que-o-gerente-ve.md). */
export const pedidoReagendado = (codigo: string) => `Pedido nº ${codigo} reagendado.`;
