import { onFirstUse } from '@/lib/intl/on-first-use';

const inteiros = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/** A count as a Brazilian reads it (1.234). */
export const formatarNumero = (n: number): string => inteiros().format(n);
