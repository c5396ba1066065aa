ALTER TABLE `contact_messages` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_submission_key_unique` ON `contact_messages` (`submission_key`);