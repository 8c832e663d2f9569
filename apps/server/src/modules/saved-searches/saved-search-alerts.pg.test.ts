// Saved searches' alerts on PostgreSQL 15: the matching statement and the digest's claim (the suite: saved-search-alerts.test.ts).
import './saved-search-alerts.test.ts';
