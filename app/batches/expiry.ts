/** When a batch counts as expired. Free of zod and server code: the admin's pages use it too. */

/** Whether a batch is past its expiry date on `today` (YYYY-MM-DD): on the date it is still good. */
export const isExpired = (expiresOn: string, today: string) => expiresOn < today;
