ALTER TABLE `categories` ADD `name_ur` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_ur` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `title_ur` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `description_ur` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `location_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `name_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `features_ur` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `usage_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `composition_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `dosage_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `waiting_period_ur` text;