import { transaction } from "../db/index.ts";
import { parse } from "../http/request.ts";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { signUpSchema } from "../../src/domain/auth.ts";
import { z } from "../../src/domain/zod.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { revokeSessions } from "./account-links.ts";

export const adminCredentialsSchema = z.pick(signUpSchema, { email: true, password: true });

export interface AdminAccountResult {
  id: string;
  email: string;
  created: boolean;
  passwordChanged: boolean;
  roleGranted: boolean;
}

/**
 * Creates the admin account or brings an existing one up to date (password, verified address, admin
 * role). Running it again with the same values changes nothing, so seeds may call it on every start.
 * A changed password revokes the account's sessions and its open account links.
 */
export async function createAdmin(email: string, password: string): Promise<AdminAccountResult> {
  const credentials = parse(adminCredentialsSchema, { email, password });
  await refuseCommonPassword(credentials.password, "password");
  const passwordHash = await hashPassword(credentials.password);
  return transaction(async (tx) => {
    const { rows: existing } = await tx.query<{ id: string; password_hash: string }>(
      `SELECT id, password_hash FROM users WHERE email = $1 FOR UPDATE`,
      [credentials.email],
    );
    let id = existing[0]?.id;
    let passwordChanged = false;
    if (!existing[0]) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, now()) RETURNING id`,
        [credentials.email, passwordHash],
      );
      id = rows[0]!.id;
    } else if (!(await verifyPassword(credentials.password, existing[0].password_hash))) {
      passwordChanged = true;
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
      await revokeSessions(tx, id!);
    } else if (needsRehash(existing[0].password_hash)) {
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
    }
    const granted = await tx.query(
      `INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`,
      [id],
    );
    return {
      id: id!,
      email: credentials.email,
      created: !existing[0],
      passwordChanged,
      roleGranted: (granted.rowCount ?? 0) > 0,
    };
  });
}
