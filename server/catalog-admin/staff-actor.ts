import type { Db } from '../db/client';

/** Who makes a back-office change, for its audit row: the staff member and the request's IP. */
export type StaffActor = { staffId: number; ip: string };

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
