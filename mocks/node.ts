import { setupServer } from 'msw/node';
import { handlers } from './handlers/all';

/** The mock back-end inside Vitest. */
export const server = setupServer(...handlers);
