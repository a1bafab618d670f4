export const shellKeys = {
  all: ['shell'] as const,
  configuracoes: ['shell', 'configuracoes'] as const,
  recursos: ['shell', 'configuracoesRecursoSistema'] as const,
  versao: ['shell', 'versaoOpera'] as const,
  pendencia: (profissionalId: number) => ['shell', 'pendenciaParecer', profissionalId] as const,
};
