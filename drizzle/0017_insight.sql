-- What farmers look at, counted per day (decision 25): no visitor, address or browser is kept,
-- only how many. Not public content: no content_version trigger. The counts' tables are kept in
-- their primary key's order (WITHOUT ROWID, written here by hand: drizzle-kit has no word for
-- it), so a row is stored once, not again in an index: a year of counts stays a few MB.
CREATE TABLE `insight_enquiries` (
	`day` text NOT NULL,
	`subject` text NOT NULL,
	`language` text NOT NULL,
	`product` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `subject`, `language`, `product`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `insight_handled_searches` (
	`query` text PRIMARY KEY NOT NULL,
	`handled_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insight_page_views` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`record` text NOT NULL,
	`language` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `kind`, `record`, `language`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `insight_searches` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`count` integer NOT NULL,
	`results` integer NOT NULL,
	PRIMARY KEY(`day`, `query`)
) WITHOUT ROWID;
