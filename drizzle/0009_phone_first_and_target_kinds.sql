PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`admin_notes` text,
	`language` text DEFAULT 'en' NOT NULL,
	`submission_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "name", "email", "phone", "subject", "message", "status", "admin_notes", "language", "submission_key", "created_at") SELECT "id", "name", "email", "phone", "subject", "message", "status", "admin_notes", "language", "submission_key", "created_at" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_submission_key_unique` ON `contact_messages` (`submission_key`);--> statement-breakpoint
ALTER TABLE `crops` ADD `name_roman` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `target_kind` text DEFAULT 'pest' NOT NULL;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `target_roman` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `main` integer DEFAULT false NOT NULL;