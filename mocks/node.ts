import { setupServer } from 'msw/node';
import { setBaseDialect } from './dialect';
import { handlers } from './handlers/all';

// VITE_MOCK_DIALECT=alt (the Vitest project 'alt-dialect') serves the second mock dialect (mocks/dialect.ts).
setBaseDialect(import.meta.env.VITE_MOCK_DIALECT);

/** The mock back-end inside Vitest. */
export const server = setupServer(...handlers);
