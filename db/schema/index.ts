export * from './auth';
export * from './accounts';
export * from './workspaces';
export * from './credits';
export * from './personas';
export * from './feedback';
export * from './content';
export * from './runs';
