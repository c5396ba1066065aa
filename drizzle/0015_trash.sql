-- Deleted records, kept 30 days with the rows that hang on them, so a slip can be undone
-- (decision 23). Not public content: no content_version trigger; the rows leaving and coming
-- back fire their own tables' triggers.
CREATE TABLE `trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`name` text NOT NULL,
	`detail` text,
	`snapshot` text NOT NULL,
	`needs` text DEFAULT '[]' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`documents` text DEFAULT '[]' NOT NULL,
	`deleted_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trash_kind_record_unique` ON `trash` (`kind`,`record_id`);--> statement-breakpoint
CREATE INDEX `trash_deleted_idx` ON `trash` (`deleted_at`,`id`);--> statement-breakpoint
CREATE INDEX `trash_kind_deleted_idx` ON `trash` (`kind`,`deleted_at`,`id`);