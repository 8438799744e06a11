// Shows a route's screen only when its gate passes (domain/gates.ts, the same rules the server applies);
// otherwise the not-available page.
import type { ReactNode } from 'react';
import type { Gate } from '../../definitions/define';
import { passesGate } from '../../domain/gates';
import { gateContext } from './session';
import { NotAvailablePage } from './pages/NotAvailable';

export function canOpen(gate: Gate, route: string): boolean {
  const ctx = gateContext();
  return !!ctx && passesGate(gate, ctx, route);
}

export function RouteGate({ gate, route, children }: { gate: Gate; route: string; children: ReactNode }) {
  return canOpen(gate, route) ? <>{children}</> : <NotAvailablePage />;
}
