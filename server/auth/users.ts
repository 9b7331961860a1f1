import { eq } from 'drizzle-orm';
import type { User } from '../../contract/auth';
import type { Profile } from '../../contract/profile';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as the client sees it (spec §3 User, with names). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    cartId: row.cartId,
    email: row.email,
    isVerified: row.isVerified,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/** The profile of GET/PUT /api/profile; the address only when all its parts are set. */
export function toProfileDto(row: UserRow): Profile {
  const { street, city, postalCode } = row;
  return {
    id: row.id,
    email: row.email,
    isVerified: row.isVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: street && city && postalCode ? { street, city, postalCode } : null,
  };
}

/** The account with this (already lower-cased) e-mail, if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}
