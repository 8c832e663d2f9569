import { defineModule } from '../manifest.ts';

// The staff audit log (docs/decisions/023): no routes of its own; other modules write to it through its rules.
export * from './service.ts';

export const auditModule = defineModule({ name: 'audit' });
