/** What a screen shows for a value the back-end did not send or sent unreadable. */
export const NAO_INFORMADO = 'Não informado';
