DROP INDEX "community_notifications_user_idx";--> statement-breakpoint
DROP INDEX "community_posts_feed_idx";--> statement-breakpoint
DROP INDEX "community_posts_community_idx";--> statement-breakpoint
DROP INDEX "community_posts_user_idx";--> statement-breakpoint
DROP INDEX "community_posts_parent_idx";--> statement-breakpoint
DROP INDEX "post_hashtags_tag_idx";--> statement-breakpoint
DROP INDEX "post_hashtags_created_idx";--> statement-breakpoint
CREATE INDEX "community_notifications_user_idx" ON "community_notifications" USING btree ("user_id","notification_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_feed_idx" ON "community_posts" USING btree ("post_id" DESC NULLS LAST) WHERE "community_posts"."parent_post_id" is null and "community_posts"."post_status" = 1;--> statement-breakpoint
CREATE INDEX "community_posts_community_idx" ON "community_posts" USING btree ("community_id","post_id" DESC NULLS LAST) WHERE "community_posts"."parent_post_id" is null and "community_posts"."post_status" = 1;--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id","post_id" DESC NULLS LAST) WHERE "community_posts"."parent_post_id" is null and "community_posts"."post_status" = 1;--> statement-breakpoint
CREATE INDEX "community_posts_parent_idx" ON "community_posts" USING btree ("parent_post_id","post_id");--> statement-breakpoint
CREATE INDEX "post_hashtags_tag_idx" ON "post_hashtags" USING btree ("hashtag_id","post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_hashtags_created_idx" ON "post_hashtags" USING btree ("created_date" DESC NULLS LAST,"hashtag_id");