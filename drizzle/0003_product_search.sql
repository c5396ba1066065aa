-- Full-text search over products (app/search). The index reads its text from a view that joins
-- each product to its category and folds Urdu letter forms and marks (the same folding as
-- app/search/normalize.ts). Triggers keep the index in step with every write, whatever makes it.
CREATE VIEW `product_search_source` AS
SELECT
  p.`id` AS `id`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.`name` || ' ' || coalesce(p.`name_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `name`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(p.`composition`, '') || ' ' || coalesce(p.`composition_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `ingredient`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c.`name` || ' ' || coalesce(c.`name_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `category`,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.`description` || ' ' || coalesce(p.`description_ur`, '') || ' ' || p.`features` || ' ' || p.`features_ur` || ' ' || p.`usage` || ' ' || coalesce(p.`usage_ur`, '') || ' ' || coalesce(p.`dosage`, '') || ' ' || coalesce(p.`dosage_ur`, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'), 'ه', 'ہ'), 'ـ', ''), 'ً', ''), 'ٌ', ''), 'ٍ', ''), 'َ', ''), 'ُ', ''), 'ِ', ''), 'ّ', ''), 'ْ', ''), 'ٰ', ''), '‌', ''), '‍', '') AS `body`
FROM `products` p
JOIN `categories` c ON c.`id` = p.`category_id`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `ingredient`, `category`, `body`,
  content = 'product_search_source',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
INSERT INTO `product_search`(`product_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `product_search_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_update` BEFORE UPDATE ON `products` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_update` AFTER UPDATE ON `products` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_delete` BEFORE DELETE ON `products` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_before_category_update` BEFORE UPDATE OF `name`, `name_ur` ON `categories` BEGIN
  INSERT INTO `product_search`(`product_search`, `rowid`, `name`, `ingredient`, `category`, `body`) SELECT 'delete', `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` = old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_after_category_update` AFTER UPDATE OF `name`, `name_ur` ON `categories` BEGIN
  INSERT INTO `product_search`(`rowid`, `name`, `ingredient`, `category`, `body`) SELECT `id`, `name`, `ingredient`, `category`, `body` FROM `product_search_source` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` = new.`id`);
END;
