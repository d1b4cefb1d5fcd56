import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { forEachDatabase, grantPoints, insertMember, insertReward } from './helpers.ts';

const refused = /violates check constraint|append-only/;

forEachDatabase('money constraints in the database', (t) => {
  it('refuses a balance below zero, however it is attempted', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 100);
    await expect(
      sql`update users set balance = balance - 101 where id = ${member.userId}`.execute(ctx.db),
    ).rejects.toThrow(refused);
    await expect(grantPoints(ctx, member.userId, -101)).rejects.toThrow(refused);
    await grantPoints(ctx, member.userId, -100);
    const row = await ctx.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(0);
  });

  it('refuses stock below zero', async () => {
    const ctx = t();
    const id = await insertReward(ctx, { stock: 1 });
    await expect(
      sql`update rewards set stock_left = stock_left - 2 where id = ${id}`.execute(ctx.db),
    ).rejects.toThrow(refused);
  });

  it('keeps the ledger append-only', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 100);
    await expect(
      sql`update point_entries set delta = 5000 where user_id = ${member.userId}`.execute(ctx.db),
    ).rejects.toThrow(refused);
  });
});
