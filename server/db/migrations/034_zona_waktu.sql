-- The shop's time zone (issue 19 item 11): every calendar date and time of day the app shows, prints or compares is
-- read on the shop's clock, not the server's (UTC on most servers). An IANA zone of Indonesia, chosen on /master-toko
-- (domain/dates.ts TIME_ZONES); IF NOT EXISTS: the toko master adds its field's column itself too.
ALTER TABLE toko ADD COLUMN IF NOT EXISTS zona_waktu text DEFAULT 'Asia/Jakarta';
UPDATE toko SET zona_waktu = 'Asia/Jakarta' WHERE zona_waktu IS NULL;

-- A shop's zone as every query reads it: a record saved without one (the master form clears an absent field) keeps
-- Western Indonesia's time, domain/dates.ts DEFAULT_TIME_ZONE. SQL that turns a moment into the shop's date:
-- (t AT TIME ZONE zona_waktu_toko(kode_toko))::date.
CREATE FUNCTION zona_waktu_toko(kode text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT zona_waktu FROM toko WHERE kode_toko = kode), 'Asia/Jakarta')
$$;
