// The results page's rules on PostgreSQL 15 (search-results.test.ts runs them on PGlite).
import './search-results.test.ts';
