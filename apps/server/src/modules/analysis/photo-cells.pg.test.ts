// The photos' cells on PostgreSQL 15: the training's updates and the candidates' sketch ranking as the server runs
// them (the suite: photo-cells.test.ts).
import './photo-cells.test.ts';
