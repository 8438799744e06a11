-- The shops (toko, with the database's own shop is_own), system settings, module flags per shop, users and their sessions.

CREATE TABLE toko (
  kode_toko text PRIMARY KEY,
  nama_toko text NOT NULL,
  alamat_toko text NOT NULL DEFAULT '',
  level text NOT NULL DEFAULT 'CABANG',
  portal text,
  is_own boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE para_system (key text PRIMARY KEY, value text, updated_at timestamptz NOT NULL DEFAULT now());

CREATE TABLE modules (
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  key text NOT NULL,
  active boolean NOT NULL,
  value text,
  PRIMARY KEY (kode_toko, key)
);

CREATE TABLE users (
  user_id text PRIMARY KEY,
  nama_user text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  level text NOT NULL,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  access jsonb NOT NULL DEFAULT '[]',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;
