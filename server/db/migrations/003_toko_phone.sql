-- The shop's phone, edited on /settingtoko and printed on receipts. IF NOT EXISTS: a master adopting
-- the toko table may have added it already.

ALTER TABLE toko ADD COLUMN IF NOT EXISTS phone text;
