-- The FTS5 trigram index over document_search (docs/decisions/0058-document-search-index.md):
-- external content, so the text is stored once; the triggers keep it in the transaction of
-- every write of document_search. The text is folded already, so matching is case-sensitive.
CREATE VIRTUAL TABLE `document_search_fts` USING fts5(
	transcribed,
	bare,
	content='document_search',
	content_rowid='row',
	tokenize='trigram case_sensitive 1',
	detail='none'
);
--> statement-breakpoint
CREATE TRIGGER `document_search_fts_insert` AFTER INSERT ON `document_search` BEGIN
	INSERT INTO document_search_fts(rowid, transcribed, bare) VALUES (new.row, new.transcribed, new.bare);
END;
--> statement-breakpoint
CREATE TRIGGER `document_search_fts_delete` AFTER DELETE ON `document_search` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, transcribed, bare) VALUES ('delete', old.row, old.transcribed, old.bare);
END;
--> statement-breakpoint
CREATE TRIGGER `document_search_fts_update` AFTER UPDATE ON `document_search` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, transcribed, bare) VALUES ('delete', old.row, old.transcribed, old.bare);
	INSERT INTO document_search_fts(rowid, transcribed, bare) VALUES (new.row, new.transcribed, new.bare);
END;
