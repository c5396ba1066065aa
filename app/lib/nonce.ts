import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered on the server. In the
 * browser it is undefined: browsers hide nonces from the page once it has loaded.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
