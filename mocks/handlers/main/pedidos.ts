import type { HttpHandler } from 'msw';

/** Handlers of the pedidos and history areas (issue 3). */
export const pedidosHandlers: HttpHandler[] = [];
