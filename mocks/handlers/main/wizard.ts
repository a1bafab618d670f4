import type { HttpHandler } from 'msw';

/** Handlers of the wizard area (issue 4). */
export const wizardHandlers: HttpHandler[] = [];
