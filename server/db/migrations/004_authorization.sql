-- Supervisor authorizations and fingerprints.
-- - authorizations: one row per authorization given; used_at is set by the one action that consumes it.
-- - user_fingerprints: one enrolled template per user (base64, as the reader gives it) and its SHA-256, the
--   reference browsers see instead of the template.
-- - fingerprint_scans: scans the server verified against the template, each good for one authorization by the
--   user who asked for it, shortly after the scan.
-- - requester_tickets: a user whose id is in use cannot log in to ask for the authorization that frees it; after
--   proving their password they hold a short-lived ticket instead of a session (server/auth/requester.ts).

CREATE TABLE authorizations (
  id text PRIMARY KEY,
  kategori text NOT NULL,
  authorized_by text NOT NULL REFERENCES users(user_id),
  requested_by text NOT NULL REFERENCES users(user_id),
  description text NOT NULL DEFAULT '',
  keterangan text NOT NULL DEFAULT '',
  method text NOT NULL CHECK (method IN ('PASSWORD', 'FINGERPRINT')),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  used_for text
);

CREATE INDEX authorizations_created ON authorizations (created_at);

CREATE TABLE user_fingerprints (
  user_id text PRIMARY KEY REFERENCES users(user_id),
  template text NOT NULL,
  template_hash text NOT NULL,
  enrolled_by text NOT NULL REFERENCES users(user_id),
  enrolled_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE fingerprint_scans (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(user_id),
  auth_for text NOT NULL REFERENCES users(user_id),
  template_hash text NOT NULL,
  scanned_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

CREATE INDEX fingerprint_scans_open ON fingerprint_scans (user_id, auth_for) WHERE used_at IS NULL;

CREATE TABLE requester_tickets (
  ticket_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(user_id),
  kategori text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
