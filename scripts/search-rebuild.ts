/**
 * Builds the product search index again from the tables (DATABASE_PATH, as for the server).
 * Triggers keep it in step with every write; run this after restoring a database copied
 * without it, or whenever search results look out of date.
 *
 *   npm run search:rebuild
 */
// First: on a Node.js older than 24 it stops with a message before the database driver loads.
import "../server/node-version.ts";
import { rebuildSearchIndex } from "../app/search/search.server";

const count = rebuildSearchIndex();
console.log(`Search index rebuilt: ${count} products.`);
