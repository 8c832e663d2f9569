export * from './errors.ts';
export * from './auth.ts';
export * from './profiles.ts';
export * from './preferences.ts';
export * from './me.ts';
export * from './health.ts';
export * from './format.ts';
export * from './routes.ts';
