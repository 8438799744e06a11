import type { AuthorizationKind } from '../../../domain/authorization';

/** What a screen asks the authorization dialog for. */
export interface AuthorizationRequest {
  /** The action being authorized (domain/authorization.ts). */
  kategori: AuthorizationKind;
  /** What exactly, stored with the authorization (e.g. 'Batal nota PJ-0001'). */
  description?: string;
  /** Who asks when nobody is logged in (the login page); otherwise the logged-in user. */
  requester?: TicketHolder;
  /** Called with the id the action then sends to the server, which consumes it once. */
  onSuccess: (authorizationId: string) => void;
}

/** A user who cannot log in (their id is in use) asks with a ticket got with their password. */
export interface TicketHolder {
  user_id: string;
  ticket: string;
  /** Whether the shop has the fingerprint module on (the login page knows no module flags). */
  fingerprint: boolean;
}
