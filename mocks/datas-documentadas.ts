// The mock's own reading of the date forms the writes document, strict where the app's reader (src/lib/dates/read.ts)
// is lenient: a write's date-time is São Paulo's wall clock 'yyyy-MM-ddTHH:mm[:ss]' (wizards-and-management.md §2 'a
// free datetime-local field', §3 'primeiraConferencia (local timestamp)'), a day 'yyyy-MM-dd' (§3 'Patient, sent':
// 'dataNascimento (YYYY-MM-DD)'). Any other text is malformed: the contract refuses it (handlers/contract.ts).

const DATA_HORA = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function diaReal(ano: number, mes: number, dia: number): boolean {
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return ano >= 1000 && d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** Empty (null, undefined or '', as a form-encoded null arrives) is no date: null. */
const vazio = (v: unknown) => v === null || v === undefined || v === '';

/** A documented date-time as 'yyyy-MM-ddTHH:mm:ss'; null when empty; undefined when malformed. */
export function lerDataHora(v: unknown): string | null | undefined {
  if (vazio(v)) return null;
  if (typeof v !== 'string') return undefined;
  const m = DATA_HORA.exec(v);
  if (!m) return undefined;
  const [ano, mes, dia, hora, minuto, segundo] = m.slice(1).map((p) => Number(p ?? '0'));
  if (!diaReal(ano!, mes!, dia!) || hora! > 23 || minuto! > 59 || segundo! > 59) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${pad(segundo!)}`;
}

/** A documented day 'yyyy-MM-dd'; null when empty; undefined when malformed. */
export function lerDia(v: unknown): string | null | undefined {
  if (vazio(v)) return null;
  if (typeof v !== 'string') return undefined;
  const m = DIA.exec(v);
  return m && diaReal(Number(m[1]), Number(m[2]), Number(m[3])) ? v : undefined;
}

/** The writes' documented date fields and the form each is read in. */
const DATAS_DAS_ESCRITAS: Readonly<Record<string, (v: unknown) => string | null | undefined>> = {
  dataHoraSugerida: lerDataHora,
  dataInternacao: lerDataHora,
  primeiraConferencia: lerDataHora,
  inicioCirurgia: lerDataHora,
  finalEfetivoCirurgia: lerDataHora,
  dataConfirmadaCirurgia: lerDataHora,
  dataConfirmadaInternacao: lerDataHora,
  dataHoraSugeridaReagendamento: lerDataHora,
  dataInternacaoReagendamento: lerDataHora,
  dataNascimento: lerDia,
};

/** The first documented date field of a body in another form than the documented one, or undefined. */
export function dataMalformada(corpo: Record<string, unknown>): string | undefined {
  return Object.keys(corpo).find((c) => {
    const ler = DATAS_DAS_ESCRITAS[c];
    return ler !== undefined && ler(corpo[c]) === undefined;
  });
}
