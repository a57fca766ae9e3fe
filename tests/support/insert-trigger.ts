import { query } from "../../functions/db/index.ts";

/**
 * Runs `run` while a BEFORE INSERT trigger on `table` runs `body` (PL/pgSQL) for every row: a real database failure
 * inside the code under test, e.g. `RAISE EXCEPTION 'log unavailable'`, or one for some rows only
 * (`IF NEW.role = 'seeker' THEN RAISE EXCEPTION '…'; END IF; RETURN NEW`). The trigger is dropped afterwards.
 */
export async function withInsertTrigger<T>(table: string, body: string, run: () => Promise<T>): Promise<T> {
  const name = `test_before_insert_${table}`;
  await query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; END $$`);
  await query(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  try {
    return await run();
  } finally {
    await query(`DROP TRIGGER ${name} ON ${table}`);
    await query(`DROP FUNCTION ${name}()`);
  }
}
