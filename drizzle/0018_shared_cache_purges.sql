CREATE TABLE `cache_purges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`sent_at` text,
	`failed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cache_purges_due_idx` ON `cache_purges` (`sent_at`,`failed_at`,`next_attempt_at`);--> statement-breakpoint
-- Every change to what public pages show moves content_version (its triggers, in the writing
-- transaction); this queues a purge of the shared caches in that same transaction. One purge
-- waiting untried carries every change made before it is sent, so a save that writes many
-- rows queues one. The sender counts a purge tried before it sends it, so a change that
-- commits while a purge is on its way queues one of its own.
CREATE TRIGGER `cache_purges_after_content_version_update` AFTER UPDATE OF `version` ON `content_version`
WHEN NOT EXISTS (
  SELECT 1 FROM `cache_purges`
  WHERE `sent_at` IS NULL AND `failed_at` IS NULL AND `attempts` = 0
)
BEGIN
  INSERT INTO `cache_purges` (`next_attempt_at`) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
