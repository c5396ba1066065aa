-- Who changed what and when, one row per change made through the admin or the API (decision
-- 24). Not public content: no content_version trigger.
CREATE TABLE `trail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`account_id` integer,
	`actor_name` text NOT NULL,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer,
	`record_name` text NOT NULL,
	`action` text NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `trail_at_idx` ON `trail` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `trail_record_idx` ON `trail` (`kind`,`record_id`,`id`);--> statement-breakpoint
CREATE INDEX `trail_account_idx` ON `trail` (`account_id`,`id`);