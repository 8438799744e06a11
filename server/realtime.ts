// socket.io beside the API: a browser connects with its token and joins its user's room. While it stays
// connected its session stays alive (touched every minute), and live events reach it: those the API
// broadcasts through ctx.live go to every logged-in browser. When a session is revoked (logout, reset password,
// deactivation, force-logout) the server closes its sockets (ctx.live.disconnect).
import { Server } from 'socket.io';
import type { Server as HttpServer } from 'node:http';
import type { AppContext } from './context';
import { resolveSession, touchSession } from './auth/sessions';
import { MESSAGES } from './http-error';
import { AGENT_ROLE, createFingerprintRelay, isAgentToken } from './fingerprint-relay';
import { ticketHolder } from './auth/requester';

export const KEEPALIVE_MS = 60_000;
/** Every socket of a logged-in user: where ctx.live broadcasts go. */
const SESSIONS_ROOM = 'sessions';

export function attachRealtime(server: HttpServer, ctx: AppContext): Server {
  const io = new Server(server, { serveClient: false });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: string })?.token;
    // A fingerprint agent is a device, not a user: it has the service token instead of a session.
    if ((socket.handshake.auth as { role?: string })?.role === AGENT_ROLE) {
      if (!isAgentToken(ctx.config.fingerprintAgentToken, token)) return next(new Error(MESSAGES.invalidToken));
      socket.data.agent = true;
      return next();
    }
    // The login page freeing a stuck user id has a ticket, not a session: it only hears its fingerprint answers.
    const ticket = (socket.handshake.auth as { ticket?: string })?.ticket;
    if (ticket && !token) {
      const holder = await ticketHolder(ctx.db, ticket);
      if (!holder) return next(new Error(MESSAGES.invalidToken));
      socket.data.ticketHolder = holder.user_id;
      return next();
    }
    const user = token ? await resolveSession(ctx.db, token, ctx.config.sessionIdleMinutes) : null;
    if (!user) return next(new Error(MESSAGES.invalidToken));
    socket.data.user = user;
    next();
  });
  const fingerprints = createFingerprintRelay(io, ctx);
  io.on('connection', (socket) => {
    if (socket.data.agent) return fingerprints.agentConnected(socket);
    if (socket.data.ticketHolder) {
      void socket.join(`user:${socket.data.ticketHolder}`);
      return fingerprints.browserConnected(socket, socket.data.ticketHolder);
    }
    const user = socket.data.user as { user_id: string; tokenHash: string };
    void socket.join(`user:${user.user_id}`);
    void socket.join(SESSIONS_ROOM);
    fingerprints.browserConnected(socket, user.user_id);
    const keepAlive = setInterval(() => void touchSession(ctx.db, user.tokenHash).catch(() => undefined), KEEPALIVE_MS);
    socket.on('disconnect', () => clearInterval(keepAlive));
  });
  // Settings saved through the API reach every logged-in browser (settings-changed), not agents or login pages.
  ctx.live.attach({
    emit: (event, payload) => io.to(SESSIONS_ROOM).emit(event, payload),
    toUser: (userId, event, payload) => io.to(`user:${userId}`).emit(event, payload),
    // A revoked token must not keep a socket: the session check happens only when a socket connects. A login
    // page (ticket holder) in the same room has no session and stays.
    disconnect: (userId, tokenHash) => {
      for (const socket of io.of('/').sockets.values()) {
        const user = socket.data.user as { user_id: string; tokenHash: string } | undefined;
        if (user?.user_id === userId && (!tokenHash || user.tokenHash === tokenHash)) socket.disconnect(true);
      }
    },
  });
  return io;
}
