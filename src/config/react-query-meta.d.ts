import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: string; silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
