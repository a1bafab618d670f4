import { onFirstUse } from '@/lib/intl/on-first-use';

const inteiros = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/** A count as a Brazilian reads it (1.234). */
export const formatarNumero = (n: number): string => inteiros().format(n);

const percentuais = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }));

/** A share (0.343) as a Brazilian reads it (34,3%). */
export const formatarPercentual = (fracao: number): string => percentuais().format(fracao);
