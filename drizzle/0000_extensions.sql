-- Extensions live in their own migration (ARCHITECTURE.md pitfalls): pg_trgm for fuzzy search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
