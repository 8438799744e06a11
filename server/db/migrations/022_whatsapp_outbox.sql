-- WhatsApp messages (issue 9, the receipt by WhatsApp). Every message the shop sends is a row of the outbox: the
-- number, the text, the adapter it goes through (WhatsApp Cloud API, a Wablas/Fonnte-style gateway, or a wa.me link
-- the browser opens), its status and each attempt's outcome. chat/send writes the row and tries at once; a worker
-- retries failed attempts with backoff until the message is sent or has failed for good. Rows are kept as a record.

CREATE TABLE whatsapp_outbox (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tujuan text NOT NULL,
  pesan text NOT NULL,
  lampiran text,
  adapter text NOT NULL CHECK (adapter IN ('CLOUD_API', 'GATEWAY', 'WA_ME')),
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz,
  last_error text,
  provider_id text,
  -- The receipt the message carries, when it carries one (a plain message has none).
  no_dokumen text REFERENCES dokumen(no_dokumen),
  input_by text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The worker's question: which queued messages are due.
CREATE INDEX whatsapp_outbox_due ON whatsapp_outbox (next_attempt_at) WHERE status = 'QUEUED';
CREATE INDEX whatsapp_outbox_toko ON whatsapp_outbox (kode_toko, id DESC);

-- Server secrets: the key that signs public receipt links, and the WhatsApp providers' tokens. Kept apart from
-- para_system, which every logged-in user may read (GET para-system); no route answers these values.
CREATE TABLE server_rahasia (
  nama text PRIMARY KEY,
  nilai text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
