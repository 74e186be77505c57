DROP INDEX "article_tags_tag_id_idx";--> statement-breakpoint
CREATE INDEX "article_tags_tag_id_article_id_idx" ON "article_tags" USING btree ("tag_id","article_id");