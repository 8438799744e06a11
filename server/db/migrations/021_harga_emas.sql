-- The gold price of the day (issue 9, item 8). The current prices stay where they always were, in the records of
-- their masters: the sell price per gram of a group (master_group), the buy-back price codes (master_para_harga_beli)
-- and the gold price per kadar for loans (master_harga_emas). This adds their history: one row per change, with who
-- entered it, when, from when it counts, and the old and new price.
--
-- A change entered on /harga-emas is a row here first (status TERJADWAL, effective from berlaku_mulai); the server
-- writes it into the master record when it is due (server/gold-price/apply.ts, status BERLAKU), at once when it is
-- due already. A write through the masters' own screens and routes (group/create, group/update/{kode_group} ...)
-- lands here by trigger, effective at that moment: a trigger catches every path that writes the record (master
-- screen, import, activation), where a call in each path would miss the next one added. The apply step marks its own
-- writes (transaction-local setting kilau.harga_emas_terapkan) so the trigger does not record them twice.
--
-- Master tables are made from their definitions after the migrations run; these three declare `table` so that, on a
-- new database, the engine adopts the bare tables made here (adding their fields) instead of creating them.
CREATE TABLE IF NOT EXISTS master_group (kode_group text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS master_para_harga_beli (kode_harga text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS master_harga_emas (kode_harga_emas text PRIMARY KEY);
-- The column the triggers watch, of the type the engine gives a money field.
ALTER TABLE master_group ADD COLUMN IF NOT EXISTS harga_per_gram bigint;
ALTER TABLE master_para_harga_beli ADD COLUMN IF NOT EXISTS harga_per_gram bigint;
ALTER TABLE master_harga_emas ADD COLUMN IF NOT EXISTS harga_per_gram bigint;

CREATE TABLE harga_emas_riwayat (
  id bigserial PRIMARY KEY,
  -- GROUP: master_group.kode_group; HARGA_BELI: master_para_harga_beli.kode_harga; HARGA_EMAS: master_harga_emas.kode_harga_emas
  jenis text NOT NULL CHECK (jenis IN ('GROUP', 'HARGA_BELI', 'HARGA_EMAS')),
  kode text NOT NULL,
  -- The price it replaced (as it was when applied; null for a new record).
  harga_lama bigint,
  harga_baru bigint NOT NULL CHECK (harga_baru >= 0),
  berlaku_mulai timestamptz NOT NULL,
  dicatat_at timestamptz NOT NULL DEFAULT now(),
  dicatat_oleh text NOT NULL,
  -- HARIAN: the daily price screen; MASTER: a write through the master's own routes.
  sumber text NOT NULL CHECK (sumber IN ('HARIAN', 'MASTER')),
  -- TERJADWAL: waiting for berlaku_mulai; BERLAKU: written into the record at diterapkan_at; DILEWATI: its record
  -- was deleted before it was due, so nothing was written.
  status text NOT NULL CHECK (status IN ('TERJADWAL', 'BERLAKU', 'DILEWATI')),
  diterapkan_at timestamptz,
  CHECK ((status = 'TERJADWAL') = (diterapkan_at IS NULL))
);
CREATE INDEX harga_emas_riwayat_due ON harga_emas_riwayat (berlaku_mulai) WHERE status = 'TERJADWAL';
CREATE INDEX harga_emas_riwayat_kode ON harga_emas_riwayat (jenis, kode, berlaku_mulai);
CREATE INDEX harga_emas_riwayat_berlaku ON harga_emas_riwayat (berlaku_mulai);

-- TG_ARGV: the history kind and the record's key column.
CREATE FUNCTION harga_emas_catat() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb := to_jsonb(NEW);
  lama bigint := NULL;
BEGIN
  IF coalesce(current_setting('kilau.harga_emas_terapkan', true), '') = 'on' OR NEW.harga_per_gram IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    lama := OLD.harga_per_gram;
  END IF;
  INSERT INTO harga_emas_riwayat (jenis, kode, harga_lama, harga_baru, berlaku_mulai, dicatat_oleh, sumber, status, diterapkan_at)
  VALUES (TG_ARGV[0], rec ->> TG_ARGV[1], lama, NEW.harga_per_gram, now(),
          coalesce(CASE WHEN TG_OP = 'UPDATE' THEN rec ->> 'updated_by' END, rec ->> 'created_by', 'SYSTEM'),
          'MASTER', 'BERLAKU', now());
  RETURN NEW;
END
$$;

CREATE TRIGGER master_group_harga_baru AFTER INSERT ON master_group
  FOR EACH ROW EXECUTE FUNCTION harga_emas_catat('GROUP', 'kode_group');
CREATE TRIGGER master_group_harga_ubah AFTER UPDATE OF harga_per_gram ON master_group
  FOR EACH ROW WHEN (OLD.harga_per_gram IS DISTINCT FROM NEW.harga_per_gram) EXECUTE FUNCTION harga_emas_catat('GROUP', 'kode_group');
CREATE TRIGGER para_harga_beli_harga_baru AFTER INSERT ON master_para_harga_beli
  FOR EACH ROW EXECUTE FUNCTION harga_emas_catat('HARGA_BELI', 'kode_harga');
CREATE TRIGGER para_harga_beli_harga_ubah AFTER UPDATE OF harga_per_gram ON master_para_harga_beli
  FOR EACH ROW WHEN (OLD.harga_per_gram IS DISTINCT FROM NEW.harga_per_gram) EXECUTE FUNCTION harga_emas_catat('HARGA_BELI', 'kode_harga');
CREATE TRIGGER harga_emas_harga_baru AFTER INSERT ON master_harga_emas
  FOR EACH ROW EXECUTE FUNCTION harga_emas_catat('HARGA_EMAS', 'kode_harga_emas');
CREATE TRIGGER harga_emas_harga_ubah AFTER UPDATE OF harga_per_gram ON master_harga_emas
  FOR EACH ROW WHEN (OLD.harga_per_gram IS DISTINCT FROM NEW.harga_per_gram) EXECUTE FUNCTION harga_emas_catat('HARGA_EMAS', 'kode_harga_emas');
