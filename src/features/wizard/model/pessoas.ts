import type { Profissional } from '@/api/session/profissional';

// The people of a run (wizards-and-management.md §3 'Full request for manager or summary'): who requests and who is
// responsible. A record read back keeps its own; a new record's are the signed-in professional's. Resolved once, when
// the run starts (docs/decisions/030-um-escritor-do-rascunho.md): the steps read these values, not the kind of run.

/** What a stored request's people were read as (the seed's `pedidoLido`). */
interface PessoasLidas {
  requisitante?: {
    profissional: number | null;
    equipe: number | null;
    nome?: string | null;
    crm?: string | null;
    equipeNome?: string | null;
  };
  responsavel?: { id: number; nome: string | null; crm: string | null } | null;
}

interface ResponsavelFixo {
  id: number;
  nome: string | null;
  crm: string | null;
}

export interface PessoasDaRun {
  requisitante: {
    /** Sent with the request; null when the record's requester was not read whole (nothing is sent then). */
    envio: { profissional: number; equipe: number | null } | null;
    /** Shown at Resumo as 'Solicitante'. */
    nome: string | null;
    crm: string | null;
    equipeNome: string | null;
    /** The professional and team the room calendar books for (null: unread, no room is checked for them). */
    agenda: { profissional: number | null; equipe: number | null };
    /** The team's legacy id when known; absent: found in the active teams by `agenda.equipe`. */
    equipeLegado?: number | null;
  };
  responsavel: {
    /** The responsible professionals offered as they are (the record's own, or the non-resident themself). */
    fixos: ResponsavelFixo[];
    /** A resident chooses from the server's list of responsible professionals (§2 'Step 1'). */
    escolhe: boolean;
  };
}

/** The run's people: the record's own as read (`lido`), else the signed-in professional's (never in place of them). */
export function pessoasDaRun(lido: PessoasLidas | null | undefined, profissional: Profissional): PessoasDaRun {
  if (lido) {
    const r = lido.requisitante;
    const equipe = r?.equipe ?? null;
    const inteiro =
      r && r.profissional !== null && r.equipe !== null ? { profissional: r.profissional, equipe: r.equipe } : null;
    const responsavel = lido.responsavel;
    return {
      requisitante: {
        envio: inteiro,
        nome: r?.nome ?? null,
        crm: r?.crm ?? null,
        equipeNome: r?.equipeNome ?? null,
        agenda: { profissional: equipe === null ? null : (r?.profissional ?? null), equipe },
      },
      responsavel: { fixos: responsavel ? [responsavel] : [], escolhe: false },
    };
  }
  const equipe = profissional.equipe_id ?? null;
  const proprio = { id: profissional.profissional_id, nome: profissional.nome, crm: profissional.crm ?? null };
  return {
    requisitante: {
      envio: { profissional: profissional.profissional_id, equipe },
      nome: profissional.nome,
      crm: profissional.crm ?? null,
      equipeNome: profissional.equipe ?? null,
      agenda: { profissional: profissional.profissional_id, equipe },
      equipeLegado: profissional.equipe_idLegado ?? null,
    },
    responsavel: { fixos: [proprio], escolhe: profissional.residente === true },
  };
}
