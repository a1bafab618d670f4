import type { ModeloPedido, Procedimento } from '@/api/catalogues/schemas';

/** What a step's check reads besides the form values. */
export interface StepCheckContext {
  modelo: ModeloPedido | null;
  procedimentos: readonly Procedimento[];
  ambulatorial: boolean;
  internado: boolean;
  eletivo: boolean;
  admission: { disabled: boolean; clear: boolean };
}
