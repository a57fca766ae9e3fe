import { MIGRATIONS_DIR, migrate } from "./lib/migrate.ts";

/**
 * `npm run db:migrate`: applies netlify/database/migrations to the database at NETLIFY_DB_URL (an operator's own Neon
 * project, or any PostgreSQL 16+), recording each in `netlify.migrations` as Netlify Database's deploys do, so the
 * two never apply one twice. On Netlify Database the deploy applies them itself; the local servers apply them at start.
 */
const url = process.env.NETLIFY_DB_URL;
if (!url) {
  console.error(
    "NETLIFY_DB_URL is not set. Usage: NETLIFY_DB_URL='postgres://user:password@host/db?sslmode=require' npm run db:migrate\n" +
      "(npm start and npm run serve migrate their local databases themselves.)",
  );
  process.exit(1);
}

try {
  const applied = await migrate(url);
  if (applied.length === 0) console.log(`The database is up to date (migrations in ${MIGRATIONS_DIR}).`);
  else console.log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
