-- Search learns Roman Urdu and loose Urdu spacing. The uses column adds each crop's and each
-- target's names in Roman Urdu (commas separate names, as for the tokenizer) and writes every
-- Urdu and Roman name once more without its spaces, so 'سفیدمکھی' and 'safedmakhi' find
-- 'سفید مکھی' and 'safed makhi'. The view, the index and its triggers are made again as in 0004
-- (a crop's Roman names now start them too), and the index is rebuilt from the view.
DROP TRIGGER `product_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_delete`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_category_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_category_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_use_insert`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_use_insert`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_use_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_use_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_use_delete`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_use_delete`;
--> statement-breakpoint
DROP TRIGGER `product_search_before_crop_update`;
--> statement-breakpoint
DROP TRIGGER `product_search_after_crop_update`;
--> statement-breakpoint
DROP TABLE `product_search`;
--> statement-breakpoint
DROP VIEW `product_search_source`;
--> statement-breakpoint
CREATE VIEW `product_search_source` AS
SELECT
  p.`id` AS `id`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.`name` || ' ' || coalesce(p.`name_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `name`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(p.`composition`, '') || ' ' || coalesce(p.`composition_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `ingredient`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce((SELECT group_concat(cr.`name` || ' ' || coalesce(cr.`name_ur`, '') || ' ' || replace(coalesce(cr.`name_ur`, ''), ' ', '') || ' ' || coalesce(cr.`name_roman`, '') || ' ' || replace(coalesce(cr.`name_roman`, ''), ' ', '') || ' ' || u.`target` || ' ' || coalesce(u.`target_ur`, '') || ' ' || replace(coalesce(u.`target_ur`, ''), ' ', '') || ' ' || coalesce(u.`target_roman`, '') || ' ' || replace(coalesce(u.`target_roman`, ''), ' ', ''), ' ') FROM `product_uses` u JOIN `crops` cr ON cr.`id` = u.`crop_id` WHERE u.`product_id` = p.`id`), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `uses`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c.`name` || ' ' || coalesce(c.`name_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `category`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.`description` || ' ' || coalesce(p.`description_ur`, '') || ' ' || p.`features` || ' ' || p.`features_ur` || ' ' || p.`usage` || ' ' || coalesce(p.`usage_ur`, '') || ' ' || coalesce(p.`dosage`, '') || ' ' || coalesce(p.`dosage_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `body`
FROM `products` p
JOIN `categories` c ON c.`id` = p.`category_id`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `ingredient`, `uses`, `category`, `body`,
  content = 'product_search_source',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
INSERT INTO `product_search`(`product_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `product_search_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_update` BEFORE UPDATE ON `products` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_update` AFTER UPDATE ON `products` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_delete` BEFORE DELETE ON `products` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_category_update` BEFORE UPDATE OF `name`, `name_ur` ON `categories` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` = old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_category_update` AFTER UPDATE OF `name`, `name_ur` ON `categories` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_use_insert` BEFORE INSERT ON `product_uses` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_use_insert` AFTER INSERT ON `product_uses` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_use_update` BEFORE UPDATE ON `product_uses` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (old.`product_id`, new.`product_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_use_update` AFTER UPDATE ON `product_uses` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (old.`product_id`, new.`product_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_use_delete` BEFORE DELETE ON `product_uses` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_use_delete` AFTER DELETE ON `product_uses` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_crop_update` BEFORE UPDATE OF `name`, `name_ur`, `name_roman` ON `crops` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `product_id` FROM `product_uses` WHERE `crop_id` = old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_crop_update` AFTER UPDATE OF `name`, `name_ur`, `name_roman` ON `crops` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `uses`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `uses`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `product_id` FROM `product_uses` WHERE `crop_id` = new.`id`);
END;
