import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrations.ts';
const t0 = Date.now();
const db = await connectDatabase({ kind: 'memory' });
await migrate(db);
console.log('migrated', Date.now() - t0);
await db.insertInto('users').values({ line_user_id: 'a', created_at: new Date() }).execute();
try { await db.insertInto('users').values({ line_user_id: 'a', created_at: new Date() }).execute(); } catch (e) { console.log('err code', (e as any).code, (e as any).constructor.name); }
const r = await db.selectFrom('users').selectAll().executeTakeFirst();
console.log(r, typeof r?.created_at, r?.created_at instanceof Date);
const s = await sql<{ n: number; c: unknown }>`select cast(coalesce(sum(id),0) as integer) as n, count(*) as c from users`.execute(db);
console.log(s.rows, typeof s.rows[0]?.c);
await db.insertInto('questions').values({position:1,text:'x',kind:'single',options:JSON.stringify([{value:'a',label:'A'}]),required:true}).execute();
console.log(await db.selectFrom('questions').selectAll().execute());
await db.destroy();
