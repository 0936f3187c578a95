ALTER TABLE "price_offers" ADD COLUMN "median_30d" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "price_offers" ADD COLUMN "deal_percent" numeric(6, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_offers" ADD COLUMN "deal_day" date;--> statement-breakpoint
CREATE INDEX "price_offers_deal_idx" ON "price_offers" USING btree ("deal_percent" DESC NULLS LAST) WHERE stock_status = 1;