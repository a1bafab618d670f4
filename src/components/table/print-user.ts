import { createContext } from 'react';

/** Who prints a list ('Nome (usuário)'), given by the signed-in layout: the UI kit does not read the session. */
export const PrintUserContext = createContext('');
