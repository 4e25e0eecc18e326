-- Each server instance keeps its own index; how far it followed the outbox is recorded
-- beside that index (DATA_DIR/index/OUTBOX_PROGRESS), not in a shared table.
DROP TABLE index_progress;
