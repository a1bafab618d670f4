import { z } from 'zod';

const CAMPO_OBRIGATORIO = 'Campo obrigatório.';
const SENHA_IGUAL_ANTIGA = 'A nova senha não pode ser igual a antiga.';
const SENHA_NAO_CONFERE = 'A nova senha não confere com a confirmação.';

/** Change password: three required fields, new ≠ old, new = confirmation (spec §5 'Change password'). */
export const alterarSenhaSchema = z
  .object({
    senhaAntiga: z.string().min(1, CAMPO_OBRIGATORIO),
    novaSenha: z.string().min(1, CAMPO_OBRIGATORIO),
    confirmacao: z.string().min(1, CAMPO_OBRIGATORIO),
  })
  .superRefine((v, ctx) => {
    if (v.novaSenha && v.senhaAntiga && v.novaSenha === v.senhaAntiga) {
      ctx.addIssue({ code: 'custom', path: ['novaSenha'], message: SENHA_IGUAL_ANTIGA });
    } else if (v.novaSenha && v.confirmacao && v.novaSenha !== v.confirmacao) {
      ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: SENHA_NAO_CONFERE });
    }
  });

export type AlterarSenhaForm = z.infer<typeof alterarSenhaSchema>;
