-- Authorised dealers (with the categories and products they stock), production batches, their
-- one-time pack codes (keyed hashes only), the checks farmers make, and pack reports in the
-- contact inbox.
CREATE TABLE `batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`batch_number` text NOT NULL,
	`batch_key` text NOT NULL,
	`manufactured_on` text NOT NULL,
	`expires_on` text NOT NULL,
	`quantity` integer,
	`recalled` integer DEFAULT false NOT NULL,
	`recall_note` text,
	`recall_note_ur` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batches_batch_key_unique` ON `batches` (`batch_key`);--> statement-breakpoint
CREATE INDEX `batches_product_idx` ON `batches` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `batches_created_idx` ON `batches` (`created_at`);--> statement-breakpoint
CREATE TABLE `dealer_categories` (
	`dealer_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`dealer_id`, `category_id`),
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dealer_categories_category_idx` ON `dealer_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `dealer_products` (
	`dealer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	PRIMARY KEY(`dealer_id`, `product_id`),
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dealer_products_product_idx` ON `dealer_products` (`product_id`);--> statement-breakpoint
CREATE TABLE `dealers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shop_name` text NOT NULL,
	`shop_name_ur` text,
	`contact_name` text NOT NULL,
	`contact_name_ur` text,
	`district` text NOT NULL,
	`town` text NOT NULL,
	`town_ur` text,
	`address` text NOT NULL,
	`address_ur` text,
	`phone` text NOT NULL,
	`whatsapp` text,
	`latitude` real,
	`longitude` real,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dealers_district_town_idx` ON `dealers` (`district`,`town`);--> statement-breakpoint
CREATE INDEX `dealers_created_idx` ON `dealers` (`created_at`);--> statement-breakpoint
CREATE TABLE `pack_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`method` text NOT NULL,
	`outcome` text NOT NULL,
	`product_id` integer,
	`batch_id` integer,
	`district` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`batch_id`) REFERENCES `batches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `pack_checks_created_idx` ON `pack_checks` (`created_at`);--> statement-breakpoint
CREATE INDEX `pack_checks_product_idx` ON `pack_checks` (`product_id`,`outcome`);--> statement-breakpoint
CREATE INDEX `pack_checks_district_idx` ON `pack_checks` (`district`,`outcome`);--> statement-breakpoint
CREATE TABLE `pack_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`batch_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`first_checked_at` text,
	`first_checked_district` text,
	`check_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`batch_id`) REFERENCES `batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pack_codes_code_hash_unique` ON `pack_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `pack_codes_batch_idx` ON `pack_codes` (`batch_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `kind` text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `district` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `shop` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `pack_code` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `photo_key` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `photo_width` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `photo_height` integer;--> statement-breakpoint
-- The dealer list is shown on public pages, which the page cache keeps: a change to it moves
-- content_version like the catalogue's (0006).
CREATE TRIGGER `content_version_after_dealers_insert` AFTER INSERT ON `dealers` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealers_update` AFTER UPDATE ON `dealers` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealers_delete` AFTER DELETE ON `dealers` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_categories_insert` AFTER INSERT ON `dealer_categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_categories_update` AFTER UPDATE ON `dealer_categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_categories_delete` AFTER DELETE ON `dealer_categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_products_insert` AFTER INSERT ON `dealer_products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_products_update` AFTER UPDATE ON `dealer_products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_dealer_products_delete` AFTER DELETE ON `dealer_products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
