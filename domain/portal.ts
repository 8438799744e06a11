// Calls between a head office and its branches' own servers (server/portal/client.ts): what a user is told of them.

/** The spec's text when a branch's portal does not answer (section 8): a report or a lookup of that branch shows it. */
export const PORTAL_FAILED = 'Data Gagal Dimuat';
