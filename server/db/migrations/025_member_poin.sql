-- Members and their points (issue 9, the sale's POIN payment): the smallest real part of the member area.
--
-- member is the table of the /data-member master (definitions/masters/member.ts adopts it with `table`), written by
-- hand so that the points ledger can point at it and a phone number belongs to one active member only: the sale finds
-- its member by the phone (62 form, domain/phone.ts whatsappNumber). The master engine adds nothing it lacks.
CREATE TABLE member (
  kode_member text PRIMARY KEY,
  nama_member text,
  no_hp text,
  alamat text,
  tgl_lahir date,
  jenis_kelamin text,
  pekerjaan text,
  email text,
  no_ktp text,
  kecamatan text,
  kota text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_at timestamptz,
  updated_by text,
  deleted_at timestamptz,
  deleted_by text
);

CREATE UNIQUE INDEX member_no_hp_aktif ON member (no_hp) WHERE is_active;

-- The points ledger: one signed row per movement, never updated or deleted; a member's balance is the sum of poin.
-- EARN: earned by a sale; SPEND: paid with (rupiah: what they paid, at the poin_rupiah rate of that moment);
-- BATAL_EARN and BATAL_SPEND: the mirror rows a cancelled sale writes, dated on the cancelling business day.
CREATE TABLE poin_mutasi (
  id bigserial PRIMARY KEY,
  kode_member text NOT NULL REFERENCES member(kode_member),
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  jenis text NOT NULL CHECK (jenis IN ('EARN', 'SPEND', 'BATAL_EARN', 'BATAL_SPEND')),
  poin bigint NOT NULL,
  rupiah bigint NOT NULL DEFAULT 0 CHECK (rupiah >= 0),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((jenis IN ('EARN', 'BATAL_SPEND') AND poin > 0) OR (jenis IN ('SPEND', 'BATAL_EARN') AND poin < 0)),
  -- A document earns once, spends once (its POIN lines together) and is cancelled once.
  UNIQUE (no_dokumen, jenis)
);

CREATE INDEX poin_mutasi_member ON poin_mutasi (kode_member);
