/** Loads `.env` (when present) for scripts run outside Next.js, which loads it by itself. */
import fs from 'node:fs';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
