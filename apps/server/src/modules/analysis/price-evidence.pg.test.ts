// Suggested prices on PostgreSQL 15: the evidence query's SQL as the server runs it (the suite: price-evidence.test.ts).
import './price-evidence.test.ts';
