import type { User } from '../../contract/auth';
import type { users } from '../db/schema';

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
