CREATE TABLE "notification_mail_keys" (
	"actor_id" integer NOT NULL,
	"item_key" varchar(100) NOT NULL,
	"kind" text NOT NULL,
	"mail_day" date NOT NULL,
	"recipient_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mail_keys_actor_id_item_key_kind_mail_day_pk" PRIMARY KEY("actor_id","item_key","kind","mail_day")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"limit_key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_mail_keys_day_idx" ON "notification_mail_keys" USING btree ("mail_day");--> statement-breakpoint
CREATE INDEX "rate_limits_window_end_idx" ON "rate_limits" USING btree ("window_end");--> statement-breakpoint
SELECT api_cache_watch('rate_limits');--> statement-breakpoint
SELECT api_cache_watch('notification_mail_keys');
