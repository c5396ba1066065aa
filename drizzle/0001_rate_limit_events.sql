CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`address` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_address_idx` ON `rate_limit_events` (`bucket`,`address`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_subject_idx` ON `rate_limit_events` (`bucket`,`subject`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_at_idx` ON `rate_limit_events` (`bucket`,`at`);