-- Doses as data, pack sizes and the label's safety facts. The typed dose columns go in 0013.
ALTER TABLE `product_uses` ADD `dose_amount` real;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_amount_max` real;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_unit` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_area` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `water_litres` real;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `water_litres_max` real;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_note` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_note_ur` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_text` text;--> statement-breakpoint
ALTER TABLE `product_uses` ADD `dose_text_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `pack_sizes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `registration_number` text;--> statement-breakpoint
ALTER TABLE `products` ADD `hazard_class` text;--> statement-breakpoint
ALTER TABLE `products` ADD `protective_wear` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `first_aid` text;--> statement-breakpoint
ALTER TABLE `products` ADD `first_aid_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `antidote` text;--> statement-breakpoint
ALTER TABLE `products` ADD `antidote_ur` text;--> statement-breakpoint
ALTER TABLE `products` ADD `warns_bees` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `warns_fish` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `warns_livestock` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `label_pdf_key` text;--> statement-breakpoint
ALTER TABLE `products` ADD `safety_sheet_pdf_key` text;--> statement-breakpoint
-- Every typed dose is kept as text here; at start the app turns into data those whose English
-- and Urdu plainly state the same amount per area (app/doses/typed-doses.server.ts, with the
-- dose parser the admin and the API save by). The rest stay text, listed for the staff, and the
-- spray calculator leaves them out.
UPDATE `product_uses` SET `dose_text` = `dose`, `dose_text_ur` = `dose_ur`;
