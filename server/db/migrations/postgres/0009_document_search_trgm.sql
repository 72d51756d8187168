-- Trigram GIN indexes over document_search (docs/decisions/0058-document-search-index.md): they
-- answer `LIKE '%term%'` on the folded text, the assistant's substring match, from the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "document_search_transcribed_trgm" ON "document_search" USING gin ("transcribed" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "document_search_bare_trgm" ON "document_search" USING gin ("bare" gin_trgm_ops);
