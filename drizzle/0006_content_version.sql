CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The one row the triggers below count up: every write to what public pages show changes it,
-- in the same transaction as the write.
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `content_version_after_categories_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_categories_update` AFTER UPDATE ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_categories_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_products_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_products_update` AFTER UPDATE ON `products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_products_delete` AFTER DELETE ON `products` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_product_uses_insert` AFTER INSERT ON `product_uses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_product_uses_update` AFTER UPDATE ON `product_uses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_product_uses_delete` AFTER DELETE ON `product_uses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_crops_insert` AFTER INSERT ON `crops` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_crops_update` AFTER UPDATE ON `crops` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_crops_delete` AFTER DELETE ON `crops` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_items_insert` AFTER INSERT ON `gallery_items` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_items_update` AFTER UPDATE ON `gallery_items` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_items_delete` AFTER DELETE ON `gallery_items` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_images_insert` AFTER INSERT ON `gallery_images` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_images_update` AFTER UPDATE ON `gallery_images` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_after_gallery_images_delete` AFTER DELETE ON `gallery_images` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
