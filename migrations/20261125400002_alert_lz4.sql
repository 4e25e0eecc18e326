-- The 1d alert job writes large values in bulk (issue 16): 4 million offer ids in arrays and
-- about 25,000 mails (290 MB of bodies) a run at 100,000 alerts. PostgreSQL's default pglz
-- compression was most of the time of both writes (COPY of the arrays 7.1 s → 1.1 s, the
-- mails' INSERT 8.4 s → 2.7 s in psql on the loaded machine, benches/README.md); lz4
-- compresses these nearly as well (109 MB → 112 MB for the mails) several times faster.
-- Only new values are written with lz4; the others stay readable as they are.
ALTER TABLE job_offer_alert_found ALTER COLUMN offer_ids SET COMPRESSION lz4;
ALTER TABLE mail_queue ALTER COLUMN html_body SET COMPRESSION lz4,
                       ALTER COLUMN text_body SET COMPRESSION lz4;
