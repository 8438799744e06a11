// The user-administration checks live in server/users/guard.ts; the screen gates are declared on the routes
// (server/http/route.ts). Kept for what imports them from here (server/owner-recovery.ts).
export { firstOwnerId, loadTarget, OWNER_MESSAGES, ownerRuleRefusal, requireAssignable, requireOwnerRule, requireWithin, type TargetUser } from '../users/guard';
