import { pageWeight } from './scripts/page-weight';
for (const p of ['/', '/startups', '/startup/curebit', '/jobs']) console.log(p, JSON.stringify(await pageWeight('http://localhost:3300', p)));
