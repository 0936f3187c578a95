ALTER TABLE "message_threads" ADD COLUMN "sent_count_user1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "sent_count_user2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "read_count_user1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "read_count_user2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Threads from before the counters keep their unread messages: the realtime sent counters start at 0.
UPDATE "message_threads" SET "read_count_user1" = -"unread_count_user1", "read_count_user2" = -"unread_count_user2";
