import pg from 'pg';
const c = new pg.Client({ host: '127.0.0.1', port: Number(process.env.PGP), user: 'postgres', password: 'postgres', database: 'dramamall' });
await c.connect();
for (const q of process.argv.slice(2)) { const r = await c.query(q); console.log(JSON.stringify(r.rows)); }
await c.end();
