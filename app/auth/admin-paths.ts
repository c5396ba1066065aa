/** The addresses of signing in and of the accounts, for the server and the pages alike. */

export const LOGIN_PATH = "/admin-login";
export const AFTER_LOGIN_PATH = "/admin/dashboard";
/** One's own account; where a session with a step to take first is sent. */
export const ACCOUNT_PATH = "/admin/account";
export const ACCOUNTS_PATH = "/admin/accounts";
/** Where a set-up link leads: `?token=` follows. */
export const SET_UP_PATH = "/admin-setup";
