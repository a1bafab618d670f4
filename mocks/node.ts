import { setupServer } from 'msw/node';
import { setMockBases } from './backends';
import { setBaseDialect } from './dialect';
import { handlers } from './handlers/all';

// VITE_MOCK_DIALECT=alt (the Vitest project 'alt-dialect') serves the second mock dialect (mocks/dialect.ts).
setBaseDialect(import.meta.env.VITE_MOCK_DIALECT);

// The bases the app calls in Vitest (.env.test): each handler answers under its own back-end's base only.
setMockBases({
  main: import.meta.env.VITE_MAIN_API_URL,
  systems: import.meta.env.VITE_SYSTEMS_API_URL,
  log: import.meta.env.VITE_LOG_API_URL,
  patient: import.meta.env.VITE_PATIENT_API_URL,
});

/** The mock back-end inside Vitest. */
export const server = setupServer(...handlers);
