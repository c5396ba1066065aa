-- The typed dose columns, converted by 0012 into parts or kept as dose_text.
ALTER TABLE `product_uses` DROP COLUMN `dose`;--> statement-breakpoint
ALTER TABLE `product_uses` DROP COLUMN `dose_ur`;