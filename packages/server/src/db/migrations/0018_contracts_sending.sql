ALTER TABLE "contracts" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "send_message" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "provider_attempt" text;