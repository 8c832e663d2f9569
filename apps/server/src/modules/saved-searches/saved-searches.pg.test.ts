// Saved searches on PostgreSQL 15, where the limit's lock meets real concurrency (the suite: saved-searches.test.ts).
import './saved-searches.test.ts';
