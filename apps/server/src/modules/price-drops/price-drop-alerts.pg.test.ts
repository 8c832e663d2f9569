// Price drop alerts on PostgreSQL 15, where two job runners really take the same item's jobs at once (the suite:
// price-drop-alerts.test.ts).
import './price-drop-alerts.test.ts';
