CREATE TABLE "page_view_salts" (
	"salt_day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
DROP INDEX "brands_ranked_idx";--> statement-breakpoint
DROP INDEX "sources_ranked_idx";--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "view_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_visitor_day_uq" ON "page_views" USING btree ("view_type","parent_id","visitor_hash","view_day");--> statement-breakpoint
CREATE INDEX "community_posts_user_comments_idx" ON "community_posts" USING btree ("user_id") WHERE "community_posts"."parent_post_id" is not null;--> statement-breakpoint
ALTER TABLE "brands" DROP COLUMN "brand_ranked";--> statement-breakpoint
ALTER TABLE "sources" DROP COLUMN "source_ranked";