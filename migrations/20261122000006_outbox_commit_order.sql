-- Outbox ids are handed out when a row is written, not when its transaction commits: a
-- transaction that wrote id 10 can commit after one that wrote id 11. A follower reading in id
-- order could then record 11 and never see 10. Each row now carries its transaction id; the
-- follower reads only rows of transactions that have all ended (below the snapshot's xmin), in
-- (xid, id) order, so no row can appear behind its recorded position.
ALTER TABLE index_outbox ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX index_outbox_xid_id ON index_outbox (xid, id);
