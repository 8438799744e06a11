import type { AuthorizationFact, AuthorizationKind } from '../../../domain/authorization';

/** One kind a screen asks the authorization dialog for. */
export interface AuthorizationAsk {
  /** The action being authorized (domain/authorization.ts). */
  kategori: AuthorizationKind;
  /** What exactly, stored with the authorization (e.g. 'Batal nota PJ-0001'); without it, the facts' text. */
  description?: string;
  /** What the supervisor approves (the server's 403 rincian), shown under the kind. */
  facts?: readonly AuthorizationFact[];
}

/** What the dialog's modes post: every kind asked, by one login or one scan, and who asks. */
export interface AuthorizationRequest {
  asks: readonly { kategori: AuthorizationKind; description: string }[];
  /** Who asks when nobody is logged in (the login page); otherwise the logged-in user. */
  requester?: TicketHolder;
  /** Called with the ids, one per kind in the order asked, that the action then sends; the server consumes each once. */
  onSuccess: (authorizationIds: string[]) => void;
}

/** A user who cannot log in (their id is in use) asks with a ticket got with their password. */
export interface TicketHolder {
  user_id: string;
  ticket: string;
  /** Whether the shop has the fingerprint module on (the login page knows no module flags). */
  fingerprint: boolean;
}
