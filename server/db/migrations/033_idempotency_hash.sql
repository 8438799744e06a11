-- What a document's Idempotency-Key was first sent with (issue 19 item 23): the sha256 of the request's canonical JSON
-- (server/documents/request-hash.ts). The same key again with the same request answers the stored document; with
-- another request it is refused, so a cart edited after a lost answer is never reported as the first one saved.
-- Documents written before this have none and answer a retry of their key as before.
ALTER TABLE dokumen ADD COLUMN idempotency_hash text;
