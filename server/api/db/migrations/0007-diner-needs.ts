// The party's needs (issue 14, item 5): the allergies, diets, access needs, high chair and pram a diner
// ticked on step three, kept with the booking as core's DinerNeeds. Null for a booking without any (and for
// every booking made before this), which reads as none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('needs', 'jsonb').execute();
}
