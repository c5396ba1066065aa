-- An account each: names, disabling, one-time passwords and set-up links, the last sign-in,
-- two-factor sign-in (the authenticator's secret, recovery codes, the sign-in form's second
-- step) and what a new session must do first. Accounts made before are named after their
-- username, capitalised (admin: Admin).
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_recovery_codes_user_idx` ON `admin_recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `admin_sign_in_challenges` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_sign_in_challenges_expires_idx` ON `admin_sign_in_challenges` (`expires_at`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `next_step` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `set_up_token_hash` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `set_up_expires_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `last_sign_in_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `totp_last_step` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_set_up_token_unique` ON `admin_users` (`set_up_token_hash`);--> statement-breakpoint
UPDATE `admin_users` SET `name` = upper(substr(`username`, 1, 1)) || substr(`username`, 2);